import { Alert, Button, Group, Stack, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { AdminModal } from "../shared/AdminModal";

/**
 * Asks why staff go past a rule (ready with goods short, a day off, a day over capacity): the
 * server's refusal is shown, and the reason goes with the second try. It is stored and audited.
 */
export function ReasonModal({
  opened,
  title,
  refusal,
  confirmLabel,
  busy,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  refusal: string | null;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  useEffect(() => {
    if (opened) setReason("");
  }, [opened]);
  const tooShort = reason.trim().length < 3;
  return (
    <AdminModal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooShort) onConfirm(reason.trim());
        }}
      >
        <Stack gap="md">
          {refusal && (
            <Alert color="yellow" variant="light" role="status">
              {refusal}
            </Alert>
          )}
          <Textarea
            label="Reason"
            description="Kept with the job and in the audit log."
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={tooShort} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}
