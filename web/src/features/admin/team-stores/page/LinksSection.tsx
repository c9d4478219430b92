import { ActionIcon, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import type { TeamStoreDto } from "@store/api/contracts";
import { IconExternalLink, IconMailForward } from "@tabler/icons-react";
import { CopyStateIcon } from "../../../../ui/CopyStateIcon";
import { Section } from "../../proofs/Section";

/**
 * The public link with a copy button, the preview families would see (drafts show to signed-in
 * staff), and the coach's private link, sent (or renewed: the old one stops working) by e-mail.
 */
export function LinksSection({
  store,
  sendingCoachLink,
  onSendCoachLink,
}: {
  store: TeamStoreDto;
  sendingCoachLink: boolean;
  onSendCoachLink: () => void;
}) {
  const publicUrl = `${window.location.origin}/team/${store.slug}`;
  return (
    <Section id="store-links" title="Links">
      <Stack gap="sm">
        <TextInput
          label="Store link for families"
          value={publicUrl}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          rightSection={
            <CopyButton value={publicUrl}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? "Copied" : "Copy the link"}>
                  <ActionIcon variant="subtle" onClick={copy} aria-label="Copy the store link">
                    <CopyStateIcon copied={copied} size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        {store.access_code && (
          <Text size="sm">
            Access code: <strong>{store.access_code}</strong>
          </Text>
        )}
        <Group gap="sm">
          <Button
            component="a"
            href={`/team/${store.slug}`}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            Preview as a family
          </Button>
          <Button
            variant="default"
            leftSection={<IconMailForward size={16} aria-hidden="true" />}
            loading={sendingCoachLink}
            onClick={onSendCoachLink}
          >
            Send the coach link
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          The coach link goes to {store.coach_email}. Sending it again makes a new link; the old one stops
          working.
        </Text>
      </Stack>
    </Section>
  );
}
