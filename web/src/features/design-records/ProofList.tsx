import { Anchor, Badge, Card, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import type { ProofDto } from "@store/api/contracts";
import { IconExternalLink, IconFileTypePdf } from "@tabler/icons-react";
import { formatBytes, formatMegabytes } from "../../lib/file-size";
import classes from "./design-records.module.css";
import { isImageProof, proofAnswer } from "./proof-words";
import { formatWhen, type Voice } from "./voice";

/** Every proof sent, newest first: a preview, the note sent with it, and the customer's answer. */
export function ProofList({ proofs, voice }: { proofs: readonly ProofDto[]; voice: Voice }) {
  // The server sends them newest first; sorting again keeps the promise if that ever changes.
  const newestFirst = [...proofs].sort((a, b) => b.version - a.version);
  if (voice === "customer") {
    if (proofs.length === 0) return null;
    return (
      <section aria-labelledby="proofs-heading">
        <Title order={2} size="h3" id="proofs-heading" mb="sm">
          {proofs.length === 1 ? "Your Proof" : "Your Proofs"}
        </Title>
        <Stack gap="md">
          {newestFirst.map((proof, index) => (
            <CustomerProofCard key={proof.version} proof={proof} latest={index === 0} />
          ))}
        </Stack>
      </section>
    );
  }
  if (proofs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No proofs sent yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: "none" }} aria-label="Proofs sent">
      {newestFirst.map((proof) => (
        <StaffProofCard key={proof.version} proof={proof} />
      ))}
    </Stack>
  );
}

/** The customer's card: the proof full width, the store's note set apart, their own answer. */
function CustomerProofCard({ proof, latest }: { proof: ProofDto; latest: boolean }) {
  const answer = proofAnswer(proof, "customer");
  const headingId = `proof-${proof.version}`;
  return (
    <Card withBorder radius="lg" p="lg" component="article" aria-labelledby={headingId} data-testid="proof">
      <Group justify="space-between" align="center" mb="sm">
        <Group gap="xs">
          <Title order={3} size="h4" id={headingId}>
            Proof {proof.version}
          </Title>
          {latest && (
            <Badge variant="light" color="blue">
              Latest
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Sent {formatWhen(proof.created_at)}
        </Text>
      </Group>
      {isImageProof(proof) ? (
        <a
          href={proof.file_url}
          target="_blank"
          rel="noreferrer"
          aria-label={`Open Proof ${proof.version} full size`}
        >
          <img
            src={proof.file_url}
            alt={`Proof ${proof.version}: ${proof.file_name}`}
            className={classes.proofImage}
          />
        </a>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <IconFileTypePdf size={28} aria-hidden="true" />
          <Anchor
            href={proof.file_url}
            target="_blank"
            rel="noreferrer"
            download={proof.file_name}
            underline="always"
          >
            {proof.file_name}
          </Anchor>
          <Text size="sm" c="dimmed">
            ({formatMegabytes(proof.file_size)})
          </Text>
        </Group>
      )}
      {proof.message && (
        <Paper withBorder radius="md" p="sm" mt="md" className={classes.note}>
          <Text size="sm" fw={600}>
            From the store
          </Text>
          <Text className={classes.preWrap}>{proof.message}</Text>
        </Paper>
      )}
      {answer && (
        <Stack gap={4} mt="md">
          <Text fw={600}>
            {answer.label}
            {proof.responded_at ? ` on ${formatWhen(proof.responded_at)}` : ""}.
          </Text>
          {proof.response_comment && (
            <Text size="sm" className={classes.preWrap}>
              “{proof.response_comment}”
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

/** The staff card: a thumbnail, the file, when it went out, the note, and how the customer answered. */
function StaffProofCard({ proof }: { proof: ProofDto }) {
  const answer = proofAnswer(proof, "staff") ?? { label: "", color: "gray" };
  return (
    <Card component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={700}>Version {proof.version}</Text>
        <Badge color={answer.color} variant="dot" radius="sm">
          {answer.label}
        </Badge>
      </Group>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Anchor
          href={proof.file_url}
          target="_blank"
          rel="noopener"
          aria-label={`Open proof version ${proof.version}`}
        >
          {isImageProof(proof) ? (
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
          <Text size="xs" className={classes.meta}>
            Sent {formatWhen(proof.created_at)} · {formatBytes(proof.file_size)}
          </Text>
          {proof.message && (
            <Text size="sm" className={classes.preWrap}>
              {proof.message}
            </Text>
          )}
          {proof.response && (
            <Text size="sm" mt={4} className={classes.preWrap}>
              <strong>
                Customer's answer{proof.responded_at ? ` (${formatWhen(proof.responded_at)})` : ""}:
              </strong>{" "}
              {proof.response_comment || answer.label}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
