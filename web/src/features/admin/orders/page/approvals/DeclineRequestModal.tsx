import "../../../../../lib/zod-jitless";
import { Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type ApprovalDto, declineRequestInput } from "@store/api/contracts";
import { useEffect, useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../../../lib/api-errors";
import { NoteField } from "../../../../../ui/forms/note-fields";
import { AdminModal } from "../../../shared/AdminModal";
import { FormButtons, FormFailure } from "../../../shared/FormParts";
import { formatMoney } from "../../../shared/format";
import type { Approvals } from "./use-approvals";

type Values = { id: string; approvalId: string; note: string };

/** Declining a request says why, for the counter person who asked; nothing is given back. */
export function DeclineRequestModal({
  orderId,
  request,
  decline,
  onClose,
}: {
  orderId: string;
  request: ApprovalDto | null;
  decline: Approvals["decline"];
  onClose: () => void;
}) {
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { id: orderId, approvalId: "", note: "" },
    validate: schemaResolver(declineRequestInput, { sync: true }),
  });
  const [failure, setFailure] = useState<string>();
  const approvalId = request?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each request opened
  useEffect(() => {
    if (!approvalId) return;
    form.setValues({ id: orderId, approvalId, note: "" });
    form.clearErrors();
    setFailure(undefined);
  }, [approvalId, orderId]);

  const submit = (values: Values) => {
    setFailure(undefined);
    decline.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        form.setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(describeFailure("Not declined", error));
      },
    });
  };

  return (
    <AdminModal opened={request !== null} onClose={onClose} title="Decline the request">
      {request && (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="sm">
            <Text size="sm">
              {request.requested_by} asked for a {request.kind} of {formatMoney(request.amount)}:{" "}
              {request.reason}
            </Text>
            <FormFailure message={failure} />
            <NoteField
              label="Note"
              description="Why not, for the person who asked"
              required
              maxLength={500}
              data-autofocus
              {...form.getInputProps("note")}
            />
            <FormButtons busy={decline.isPending} onCancel={onClose} submitLabel="Decline" spinner />
          </Stack>
        </form>
      )}
    </AdminModal>
  );
}
