import { Anchor, Badge, Card, Group, Image, Stack, Text } from "@mantine/core";
import type { ProofDto } from "@store/api/schemas/proofs";
import { IconExternalLink, IconFileTypePdf } from "@tabler/icons-react";
import { formatBytes, formatDateTime } from "../shared/format";
import { isImageType } from "./proof-file";

const answer = (proof: ProofDto) =>
  proof.response === "approved"
    ? { label: "Approved", color: "green" }
    : proof.response === "changes_requested"
      ? { label: "Changes requested", color: "orange" }
      : { label: "Waiting for an answer", color: "gray" };

/** Every proof sent, newest first: a preview, the note sent with it, and the customer's answer. */
export function ProofList({ proofs }: { proofs: readonly ProofDto[] }) {
  if (proofs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No proofs sent yet.
      </Text>
    );
  }
  const newestFirst = [...proofs].sort((a, b) => b.version - a.version);
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: "none" }} aria-label="Proofs sent">
      {newestFirst.map((proof) => {
        const { label, color } = answer(proof);
        return (
          <Card key={proof.version} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" mb="xs">
              <Text fw={700}>Version {proof.version}</Text>
              <Badge color={color} variant="dot" radius="sm">
                {label}
              </Badge>
            </Group>
            <Group align="flex-start" gap="md" wrap="wrap">
              <Anchor
                href={proof.file_url}
                target="_blank"
                rel="noopener"
                aria-label={`Open proof version ${proof.version}`}
              >
                {isImageType(proof.file_type) ? (
                  <Image
                    src={proof.file_url}
                    alt={`Proof version ${proof.version}`}
                    w={140}
                    h={140}
                    fit="contain"
                    radius="sm"
                    className="studio-backdrop"
                  />
                ) : (
                  <Group w={140} h={140} justify="center">
                    <IconFileTypePdf size={48} aria-hidden="true" color="var(--mantine-color-red-7)" />
                  </Group>
                )}
              </Anchor>
              <Stack gap={4} style={{ flex: "1 1 200px", minWidth: 0 }}>
                <Anchor
                  href={proof.file_url}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  style={{ overflowWrap: "anywhere" }}
                >
                  {proof.file_name} <IconExternalLink size={12} aria-hidden="true" />
                </Anchor>
                <Text
                  size="xs"
                  style={{ color: "light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))" }}
                >
                  Sent {formatDateTime(proof.created_at)} · {formatBytes(proof.file_size)}
                </Text>
                {proof.message && (
                  <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {proof.message}
                  </Text>
                )}
                {proof.response && (
                  <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    <strong>
                      Customer's answer{proof.responded_at ? ` (${formatDateTime(proof.responded_at)})` : ""}:
                    </strong>{" "}
                    {proof.response_comment || label}
                  </Text>
                )}
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
