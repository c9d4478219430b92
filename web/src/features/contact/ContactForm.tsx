import { Button, Loader, Stack, Text } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { FormNeedsScript } from "../../ui/FormNeedsScript";
import { MessageField } from "../../ui/forms/MessageField";
import { EmailField, NameField, PhoneField } from "../../ui/forms/person-fields";
import classes from "./contact.module.css";
import { ResultMessage } from "./ResultMessage";
import { useContactForm } from "./use-contact-form";

/** The contact form (spec §2, §4, §5): name, email, optional phone and a message. */
export function ContactForm({ headingId }: { headingId: string }) {
  const { form, formProps, busy: sending, message } = useContactForm();

  return (
    // noValidate: the schema's messages show beside the fields instead of the browser's bubbles.
    <form
      {...formProps}
      className={classes.form}
      aria-labelledby={headingId}
      aria-describedby="contact-required-note"
    >
      <FormNeedsScript />
      <Stack gap="md">
        <Text fz="sm" className={classes.note} id="contact-required-note">
          Fields marked with an asterisk (*) are required.
        </Text>
        <NameField name="name" {...form.getInputProps("name")} size="md" />
        <EmailField name="email" {...form.getInputProps("email")} size="md" />
        <PhoneField name="phone" {...form.getInputProps("phone")} size="md" />
        <MessageField label="Message" name="message" {...form.getInputProps("message")} size="md" />
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
        <ResultMessage text={message} />
      </Stack>
    </form>
  );
}
