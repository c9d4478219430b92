import "../../../../lib/zod-jitless";
import { Button, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { orderNoteInput } from "@store/api/contracts";
import { IconNote } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../../lib/api-errors";
import { NoteField } from "../../../../ui/forms/note-fields";
import { Section } from "../../proofs/Section";
import { FormFailure } from "../../shared/FormParts";
import type { OrderPageMutations } from "./use-order-page-mutations";

/** A staff note for the timeline: for the team only, never shown to the customer. */
export function NotesForm({ orderId, addNote }: { orderId: string; addNote: OrderPageMutations["addNote"] }) {
  const form = useForm({
    mode: "controlled",
    initialValues: { id: orderId, text: "" },
    validate: schemaResolver(orderNoteInput, { sync: true }),
  });
  const [failure, setFailure] = useState<string>();

  const submit = (values: { id: string; text: string }) => {
    setFailure(undefined);
    addNote.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        form.setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(describeFailure("The note was not added", error));
      },
    });
  };

  return (
    <Section id="order-notes" title="Staff notes">
      <form noValidate aria-label="Add a staff note" onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <FormFailure message={failure} />
          <NoteField
            label="Note"
            description="For the team only: the customer never sees notes."
            placeholder="Coach called: swapping 2 × YM for YL, pickup Friday."
            maxLength={2000}
            {...form.getInputProps("text")}
          />
          <Button
            type="submit"
            variant="light"
            loading={addNote.isPending}
            leftSection={<IconNote size={16} aria-hidden="true" />}
            style={{ alignSelf: "flex-start" }}
          >
            Add note
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
