import "../../../../lib/zod-jitless";
import { schemaResolver, useForm } from "@mantine/form";
import { orderNoteInput } from "@store/api/contracts";
import { IconNote } from "@tabler/icons-react";
import { useState } from "react";
import { NoteField } from "../../../../ui/forms/note-fields";
import { Section } from "../../proofs/Section";
import { fieldsOrFailure, InlineForm } from "../../shared/InlineForm";
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
      onError: fieldsOrFailure(form, setFailure, "The note was not added"),
    });
  };

  return (
    <Section id="order-notes" title="Staff notes">
      <InlineForm
        label="Add a staff note"
        onSubmit={form.onSubmit(submit)}
        failure={failure}
        submit={{ label: "Add note", icon: IconNote, busy: addNote.isPending, variant: "light" }}
      >
        <NoteField
          label="Note"
          description="For the team only: the customer never sees notes."
          placeholder="Coach called: swapping 2 × YM for YL, pickup Friday."
          maxLength={2000}
          {...form.getInputProps("text")}
        />
      </InlineForm>
    </Section>
  );
}
