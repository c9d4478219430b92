import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ContactSubmissionDto } from "@store/api/contracts";
import { IconMail, IconMailOpened, IconPhone } from "@tabler/icons-react";
import { DetailsModal } from "../list/DetailsModal";
import { DetailField } from "../shared/DetailField";
import { formatDateTime } from "../shared/format";

/** The reply's address, with a subject that says what it answers. */
export const replyHref = (m: ContactSubmissionDto) =>
  `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(
    "Re: your message to Clanton Sports Apparel",
  )}`;

/** One message in full, with a reply link and a way to mark it unread again. */
export function ContactMessageModal({
  message,
  onClose,
  onMarkUnread,
  marking,
}: {
  message: ContactSubmissionDto | null;
  onClose: () => void;
  onMarkUnread: (message: ContactSubmissionDto) => void;
  marking: boolean;
}) {
  return (
    <DetailsModal row={message} onClose={onClose} title="Message" size="lg">
      {(m) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label="From">{m.name}</DetailField>
            <DetailField label="Email">
              <Anchor href={`mailto:${m.email}`} size="sm" style={{ wordBreak: "break-all" }}>
                {m.email}
              </Anchor>
            </DetailField>
            <DetailField label="Phone">
              {m.phone ? (
                <Anchor href={`tel:${m.phone}`} size="sm" display="inline-flex" style={{ gap: 4 }}>
                  <IconPhone size={16} aria-hidden="true" style={{ marginTop: 2 }} />
                  {m.phone}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  Not given
                </Text>
              )}
            </DetailField>
            <DetailField label="Received">{formatDateTime(m.created_at)}</DetailField>
          </SimpleGrid>
          <DetailField label="Message">
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {m.message}
            </Text>
          </DetailField>
          <Group gap="xs">
            <Badge variant="light" color={m.read_at ? "gray" : "teal"}>
              {m.read_at ? `Read ${formatDateTime(m.read_at)}` : "Unread"}
            </Badge>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconMailOpened size={16} aria-hidden="true" />}
              onClick={() => onMarkUnread(m)}
              loading={marking}
              disabled={!m.read_at}
            >
              Mark as unread
            </Button>
            <Button component="a" href={replyHref(m)} leftSection={<IconMail size={16} aria-hidden="true" />}>
              Reply by email
            </Button>
          </Group>
        </Stack>
      )}
    </DetailsModal>
  );
}
