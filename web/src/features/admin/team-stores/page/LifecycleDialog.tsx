import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import type { TeamStoreDto } from "@store/api/contracts";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { AdminModal } from "../../shared/AdminModal";
import { FormFailure } from "../../shared/FormParts";
import { fromCentralInput, toCentralInput } from "../central-time";
import type { LifecycleStep } from "../lifecycle";

/** What a move sends besides the store: a new closing time, or the proof override. */
export interface LifecycleExtras {
  closes_at?: string;
  override_proof?: boolean;
  acknowledge_unpaid?: boolean;
}

/**
 * Asks before a lifecycle move, saying what happens; extend and reopen ask the new closing time
 * (Central). When the server refuses to open a store for lack of an approved proof, the dialog
 * offers the override (recorded in the audit log) and staff confirm again. Complete with money
 * still owed says how much first and goes on only once staff tick that they saw it.
 */
export function LifecycleDialog({
  step,
  closesAt,
  busy,
  failure,
  proofRefused,
  unpaid,
  onCancel,
  onConfirm,
}: {
  step: LifecycleStep | null;
  closesAt: string;
  busy: boolean;
  failure: string | undefined;
  proofRefused: boolean;
  /** What families still owe ("3 families still owe $322.90"), read before Complete. */
  unpaid: TeamStoreDto["unpaid"];
  onCancel: () => void;
  onConfirm: (extras: LifecycleExtras) => void;
}) {
  const [closes, setCloses] = useState("");
  const [override, setOverride] = useState(false);
  const [owedSeen, setOwedSeen] = useState(false);
  const warnsOwed = step?.action === "complete" && unpaid.orders > 0;
  useEffect(() => {
    if (!step) return;
    // A suggestion staff change at will: three days after the current close (or after now).
    const later = Math.max(Date.parse(closesAt), Date.now()) + 3 * 24 * 3_600_000;
    setCloses(toCentralInput(new Date(later).toISOString()));
    setOverride(false);
    setOwedSeen(false);
  }, [step, closesAt]);

  const closesIso = fromCentralInput(closes);
  const confirm = () =>
    onConfirm({
      ...(step?.asksCloseTime && closesIso ? { closes_at: closesIso } : {}),
      ...(override ? { override_proof: true } : {}),
      ...(warnsOwed && owedSeen ? { acknowledge_unpaid: true } : {}),
    });

  return (
    <AdminModal opened={step !== null} onClose={onCancel} title={step ? `${step.label}?` : ""}>
      {step && (
        <Stack gap="sm">
          <Text size="sm">{step.question}</Text>
          {step.asksCloseTime && (
            <TextInput
              label="New closing time"
              description="Central time (Clanton, AL)"
              type="datetime-local"
              required
              value={closes}
              onChange={(e) => setCloses(e.currentTarget.value)}
              error={closes && !closesIso ? "Enter a date and time." : undefined}
            />
          )}
          {warnsOwed && (
            <Alert
              color="navy"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              title={`${unpaid.words}.`}
              id="complete-owed"
            >
              <Stack gap="xs">
                <Text size="sm">
                  Record their payments on their order pages first (the unpaid list is in the batch papers),
                  or complete the store with the money still owed.
                </Text>
                <Checkbox
                  label="Complete anyway, with the money still owed (recorded in the audit log)"
                  checked={owedSeen}
                  onChange={(e) => setOwedSeen(e.currentTarget.checked)}
                />
              </Stack>
            </Alert>
          )}
          <FormFailure message={failure} />
          {proofRefused && (
            <Checkbox
              label="Open without an approved proof (recorded in the audit log)"
              checked={override}
              onChange={(e) => setOverride(e.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Keep as is
            </Button>
            <Button
              color={step.color}
              loading={busy}
              disabled={
                (step.asksCloseTime && !closesIso) || (proofRefused && !override) || (warnsOwed && !owedSeen)
              }
              onClick={confirm}
              data-autofocus
            >
              {step.label}
            </Button>
          </Group>
        </Stack>
      )}
    </AdminModal>
  );
}
