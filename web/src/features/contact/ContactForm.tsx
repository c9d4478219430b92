import { Button, Loader, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { type FormEvent, useRef } from "react";
import classes from "./contact.module.css";
import type { ContactField } from "./contact-form";
import { ResultMessage } from "./ResultMessage";
import { contactCheck, useContactForm } from "./use-contact-form";

/** The contact form (spec §2, §4, §5): name, email, optional phone and a message. */
export function ContactForm({ headingId }: { headingId: string }) {
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const form = useContactForm((field) => fields.current[field]?.focus());
  const { values, errors, setField, sending } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    // noValidate: the schema's messages show beside the fields instead of the browser's bubbles.
    <form
      onSubmit={onSubmit}
      onFocus={contactCheck.prefetch}
      noValidate
      className={classes.form}
      aria-labelledby={headingId}
      aria-describedby="contact-required-note"
    >
      <Stack gap="md">
        <Text fz="sm" className={classes.note} id="contact-required-note">
          Fields marked with an asterisk (*) are required.
        </Text>
        <TextInput
          ref={(el) => {
            fields.current.name = el;
          }}
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => setField("name", e.currentTarget.value)}
          error={errors.name}
          size="md"
        />
        <TextInput
          ref={(el) => {
            fields.current.email = el;
          }}
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => setField("email", e.currentTarget.value)}
          error={errors.email}
          size="md"
        />
        <TextInput
          ref={(el) => {
            fields.current.phone = el;
          }}
          label="Phone Number"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => setField("phone", e.currentTarget.value)}
          error={errors.phone}
          size="md"
        />
        <Textarea
          ref={(el) => {
            fields.current.message = el;
          }}
          label="Message"
          name="message"
          required
          rows={6}
          value={values.message}
          onChange={(e) => setField("message", e.currentTarget.value)}
          error={errors.message}
          size="md"
        />
        <div>
          <Button
            type="submit"
            size="md"
            disabled={sending}
            leftSection={sending ? <Loader size={16} color="currentColor" /> : <IconSend size={18} />}
          >
            {sending ? "Sending..." : "Send Message"}
          </Button>
        </div>
        <ResultMessage text={form.message} />
      </Stack>
    </form>
  );
}
