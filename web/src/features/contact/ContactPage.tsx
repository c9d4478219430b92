import { Container, Text, Title } from "@mantine/core";
import { StoreMap } from "../store-location/StoreMap";
import { ContactForm } from "./ContactForm";
import { ContactInfo } from "./ContactInfo";
import classes from "./contact.module.css";

/** /contact: the message form beside the store's contact details and map. */
export function ContactPage() {
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} className={classes.page}>
      <header className={classes.hero}>
        <Text fz="xs" fw={700} className={classes.eyebrow}>
          We're here to help
        </Text>
        <Title order={1} fz={{ base: 28, sm: 40 }} mt={4} c="white">
          Contact Us
        </Title>
        <Text mt={6} fz={{ base: "sm", sm: "md" }} className={classes.lead} maw={620}>
          Questions about an order, a team package or a custom design? Send us a message and we'll get back to
          you within one business day, or give us a call during store hours.
        </Text>
      </header>

      <div className={classes.layout}>
        <section className={classes.formPanel} aria-labelledby="contact-form-heading">
          <Title order={2} id="contact-form-heading" fz={{ base: 22, md: 26 }} mb="sm">
            Send Us a Message
          </Title>
          <ContactForm headingId="contact-form-heading" />
        </section>
        <div className={classes.aside}>
          <ContactInfo />
          <StoreMap />
        </div>
      </div>
    </Container>
  );
}
