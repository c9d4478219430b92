import { Container, List, Text, Title } from "@mantine/core";
import { IconBuildingStore, IconCalendarEvent, IconPrinter, IconShirtSport } from "@tabler/icons-react";
import { RequestForm } from "./RequestForm";
import classes from "./team-stores.module.css";

const steps = [
  {
    icon: IconBuildingStore,
    title: "We build your store",
    text: "Tell us your team, your colours and what the players need. We set up a private online store with your items, your team's prices, names and numbers, and your logo.",
  },
  {
    icon: IconCalendarEvent,
    title: "Families order by a date",
    text: "You share one link (copy it, text it, or print the flyer with its QR code). Each family orders for their player, with the right size, name and number, until the store closes.",
  },
  {
    icon: IconPrinter,
    title: "We print in one batch",
    text: "When the store closes we print the whole team's order together, so every jersey matches and nobody waits for a second run.",
  },
  {
    icon: IconShirtSport,
    title: "Pickup",
    text: "Each player's items come bagged and labelled with their name. You pick up for the team, or families pick up at our store in Clanton.",
  },
];

/** /team-stores: what a team store is for a coach, and the form to ask for one. */
export function TeamStoresPage() {
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <header className={classes.hero}>
        <Text fz="xs" fw={700} className={classes.eyebrow}>
          For coaches and team parents
        </Text>
        <Title order={1} fz={{ base: 28, sm: 40 }} mt={4}>
          Team Stores
        </Title>
        <Text mt={6} fz={{ base: "sm", sm: "md" }} maw={680}>
          Stop collecting sizes on paper and cash in envelopes. A team store is your team's own online shop:
          families order and pay for their player, and we deliver the whole team's gear at once.
        </Text>
      </header>

      <section aria-labelledby="how-heading" className={classes.section}>
        <Title order={2} id="how-heading" fz={{ base: 22, md: 26 }}>
          How it works
        </Title>
        <ol className={classes.steps}>
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className={classes.step}>
              <span className={classes.stepIcon} aria-hidden="true">
                <Icon size={26} />
              </span>
              <Text fw={700} mt="xs">
                {index + 1}. {title}
              </Text>
              <Text size="sm" mt={4}>
                {text}
              </Text>
            </li>
          ))}
        </ol>
        <Title order={3} fz={{ base: 18, md: 20 }} mt="lg">
          What you get as the coach
        </Title>
        <List mt="xs" spacing={4}>
          <List.Item>
            Your own page showing who has ordered and who has not, with a one-tap reminder.
          </List.Item>
          <List.Item>A printable flyer and QR code for practice and the team's group chat.</List.Item>
          <List.Item>An optional fundraising amount on each item, added up for the team.</List.Item>
          <List.Item>
            No money to collect: families pay online or at pickup, or your team pays one invoice.
          </List.Item>
        </List>
      </section>

      <section aria-labelledby="request-heading" className={classes.formPanel}>
        <Title order={2} id="request-heading" fz={{ base: 22, md: 26 }}>
          Ask for a team store
        </Title>
        <Text mt={4} mb="md">
          Tell us about your team. We will call or e-mail you within one business day to plan the items,
          prices and dates.
        </Text>
        <RequestForm headingId="request-heading" />
      </section>
    </Container>
  );
}
