import { Button, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconExternalLink, IconPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import headings from "./headings.module.css";
import { SUCCESS_MESSAGE } from "./messages";
import type { SentArtwork } from "./use-artwork-form";

interface ArtworkSentProps {
  sent: SentArtwork;
  onAnother: () => void;
}

/** The steps after a request, as the receipt e-mail and the page's "What Happens Next" tell them. */
const NEXT_STEPS = [
  "Our design team reviews your request and your files.",
  "We send a design proof with a clear quote to your private page, and e-mail you when it is there.",
  "You approve it or ask for changes there; nothing is made until you approve.",
] as const;

/**
 * The success view in place of the form: the request's number, where the confirmation went, what
 * happens next and the private link. Focus moves to its heading, so a phone shows it and a screen
 * reader reads it, whatever was on screen when the request was sent.
 */
export function ArtworkSent({ sent, onAnother }: ArtworkSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const token = sent.reviewPath?.replace("/review/", "");

  return (
    <section aria-labelledby="artwork-sent-heading" data-testid="artwork-sent">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon color="green" size={40} radius="xl" aria-hidden="true">
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Title
            order={2}
            id="artwork-sent-heading"
            ref={heading}
            tabIndex={-1}
            fz={{ base: 24, sm: 28 }}
            className={headings.heading}
          >
            {sent.reference ? `Request ${sent.reference} received` : "Request received"}
          </Title>
        </Group>
        <Text data-result="success">{SUCCESS_MESSAGE}</Text>
        {sent.reference && (
          <Text>
            Your reference number is <strong>{sent.reference}</strong>. Quote it when you call or write to us.
          </Text>
        )}
        <Text>
          We e-mailed a confirmation to <strong>{sent.email}</strong> with what you sent and a private link to
          your request.
        </Text>
        {sent.files.length > 0 && (
          <Text size="sm">
            Files sent: <span data-testid="sent-files">{sent.files.join(", ")}</span>
          </Text>
        )}
        <div>
          <Title order={3} fz="lg" className={headings.heading}>
            What happens next
          </Title>
          <List type="ordered" mt="xs" spacing={4}>
            {NEXT_STEPS.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </div>
        <Group gap="sm">
          {token && (
            <Button
              renderRoot={(props) => <Link to="/review/$token" params={{ token }} {...props} />}
              leftSection={<IconExternalLink size={18} aria-hidden="true" />}
            >
              See your request
            </Button>
          )}
          <Button
            variant="default"
            onClick={onAnother}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            Send another request
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
