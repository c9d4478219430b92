import { Divider, Stack, Text } from "@mantine/core";
import type { ProofDto, ProofSubject } from "@store/api/contracts";
import { type DesignStatus, openForProofs } from "@store/db/catalogue";
import { ProofList } from "../../design-records/ProofList";
import { ProofUploadForm } from "./ProofUploadForm";

interface ProofsPanelProps {
  subject: ProofSubject;
  id: string;
  status: DesignStatus;
  proofs: readonly ProofDto[];
}

/** Sending proofs while the design is still open, and every version sent with the answers. */
export function ProofsPanel({ subject, id, status, proofs }: ProofsPanelProps) {
  return (
    <Stack gap="md">
      {openForProofs.includes(status) ? (
        <ProofUploadForm subject={subject} id={id} />
      ) : (
        <Text size="sm" c="dimmed">
          New proofs can be sent until the design is approved. Reopen a cancelled request to send one.
        </Text>
      )}
      <Divider />
      <ProofList proofs={proofs} voice="staff" />
    </Stack>
  );
}
