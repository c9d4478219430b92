import { Anchor, Badge, Card, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ProofDto } from "@store/api/schemas/proofs";
import { IconFileTypePdf } from "@tabler/icons-react";
import { formatMegabytes } from "../artwork/format-size";
import classes from "./review.module.css";
import { isImageProof, proofAnswer } from "./review-words";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Every proof the store sent, newest first: the picture or PDF, the store's note, the answer. */
export function ProofList({ proofs }: { proofs: ProofDto[] }) {
  if (proofs.length === 0) return null;
  // The server sends them newest first; sorting again keeps the promise if that ever changes.
  const newestFirst = [...proofs].sort((a, b) => b.version - a.version);
  return (
    <section aria-labelledby="proofs-heading">
      <Title order={2} size="h3" id="proofs-heading" mb="sm">
        {proofs.length === 1 ? "Your Proof" : "Your Proofs"}
      </Title>
      <Stack gap="md">
        {newestFirst.map((proof, index) => (
          <ProofCard key={proof.version} proof={proof} latest={index === 0} />
        ))}
      </Stack>
    </section>
  );
}

function ProofCard({ proof, latest }: { proof: ProofDto; latest: boolean }) {
  const answer = proofAnswer(proof);
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
          Sent {when.format(new Date(proof.created_at))}
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
            {answer}
            {proof.responded_at ? ` on ${when.format(new Date(proof.responded_at))}` : ""}.
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
