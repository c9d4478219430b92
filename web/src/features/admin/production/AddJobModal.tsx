import { Button, Group, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { createJobInput } from "@store/api/contracts";
import {
  type DecorationProcess,
  decorationProcesses,
  decorationProcessLabels,
  defaultStitchesPerPiece,
} from "@store/db/catalogue";
import { useEffect, useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../lib/api-errors";
import { AdminModal } from "../shared/AdminModal";
import { notifyFailure } from "../shared/feedback";
import { useProductionChanges } from "./jobs-data";

/**
 * "Add job" for a frozen batch: the process, and what differs from the batch's defaults (its
 * pieces, 8,000 stitches a piece for embroidery, a due day 14 days after the store's close).
 */
export function AddJobModal({
  batch,
  onClose,
}: {
  batch: { store_id: string; batch: number; team_name: string; pieces: number } | null;
  onClose: () => void;
}) {
  const { create } = useProductionChanges();
  const [process, setProcess] = useState<DecorationProcess>("screen_print");
  const [pieces, setPieces] = useState<number | "">("");
  const [stitches, setStitches] = useState<number | "">("");
  const [due, setDue] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (batch) {
      setProcess("screen_print");
      setPieces("");
      setStitches("");
      setDue("");
      setErrors({});
    }
  }, [batch]);
  const submit = () => {
    if (!batch) return;
    const input = {
      store_id: batch.store_id,
      batch: batch.batch,
      process,
      ...(pieces !== "" ? { pieces } : {}),
      ...(process === "embroidery" && stitches !== "" ? { stitches_per_piece: stitches } : {}),
      ...(due ? { due_on: due } : {}),
    };
    const checked = createJobInput.safeParse(input);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? "process"), i.message])),
      );
      return;
    }
    create.mutate(input, {
      onSuccess: onClose,
      onError: (e) => {
        setErrors(fieldErrorsOf(e));
        notifyFailure(describeFailure("The job was not added", e));
      },
    });
  };
  return (
    <AdminModal
      opened={batch !== null}
      onClose={onClose}
      title={batch ? `Add a job: ${batch.team_name}, batch ${batch.batch}` : ""}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Select
            label="Decoration process"
            required
            allowDeselect={false}
            data={decorationProcesses.map((p) => ({ value: p, label: decorationProcessLabels[p] }))}
            value={process}
            onChange={(v) => v && setProcess(v as DecorationProcess)}
            error={errors.process}
            data-autofocus
          />
          <NumberInput
            label="Pieces"
            description={batch ? `Leave empty for the batch's ${batch.pieces} pieces.` : undefined}
            min={1}
            allowDecimal={false}
            value={pieces}
            onChange={(v) => setPieces(typeof v === "number" ? v : "")}
            error={errors.pieces}
          />
          {process === "embroidery" && (
            <NumberInput
              label="Stitches per piece"
              description={`Leave empty for ${defaultStitchesPerPiece.toLocaleString("en-US")}.`}
              min={1}
              allowDecimal={false}
              thousandSeparator=","
              value={stitches}
              onChange={(v) => setStitches(typeof v === "number" ? v : "")}
              error={errors.stitches_per_piece}
            />
          )}
          <TextInput
            type="date"
            label="Due day"
            description="Leave empty for 14 days after the store closed."
            value={due}
            onChange={(e) => setDue(e.currentTarget.value)}
            error={errors.due_on}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add job
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}
