import "../../../../lib/zod-jitless";
import { Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { reversePaymentInput } from "@store/api/contracts";
import { useEffect, useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../../lib/api-errors";
import { NoteField } from "../../../../ui/forms/note-fields";
import { AdminModal } from "../../shared/AdminModal";
import { FormButtons, FormFailure } from "../../shared/FormParts";
import { formatDateTime, formatMoney } from "../../shared/format";
import type { Payment } from "./order-page-data";
import { methodWithReference } from "./payment-labels";
import type { OrderPageMutations } from "./use-order-page-mutations";

type Values = { id: string; paymentId: string; reason: string };

/** Reversing a payment asks why (3-500 characters); the payment stays on record, marked. */
export function ReversePaymentModal({
  orderId,
  payment,
  reverse,
  onClose,
}: {
  orderId: string;
  payment: Payment | null;
  reverse: OrderPageMutations["reversePayment"];
  onClose: () => void;
}) {
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { id: orderId, paymentId: "", reason: "" },
    validate: schemaResolver(reversePaymentInput, { sync: true }),
  });
  const [failure, setFailure] = useState<string>();
  const paymentId = payment?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each payment opened
  useEffect(() => {
    if (!paymentId) return;
    form.setValues({ id: orderId, paymentId, reason: "" });
    form.resetDirty();
    form.clearErrors();
    setFailure(undefined);
  }, [paymentId, orderId]);

  const submit = (values: Values) => {
    setFailure(undefined);
    reverse.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        form.setErrors(fields);
        if (Object.keys(fields).length === 0)
          setFailure(describeFailure("The payment was not reversed", error));
      },
    });
  };

  return (
    <AdminModal opened={payment !== null} onClose={onClose} title="Reverse payment">
      {payment && (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="sm">
            <Text size="sm">
              {formatMoney(payment.amount)}, {methodWithReference(payment.method, payment.reference)},
              recorded {formatDateTime(payment.recorded_at)} by {payment.recorded_by}. It stays on record,
              marked as reversed, and the balance goes up by its amount.
            </Text>
            <FormFailure message={failure} />
            <NoteField
              label="Reason"
              description="Why it is reversed: refunded, bounced, entered by mistake..."
              required
              maxLength={500}
              data-autofocus
              {...form.getInputProps("reason")}
            />
            <FormButtons busy={reverse.isPending} onCancel={onClose} submitLabel="Reverse payment" spinner />
          </Stack>
        </form>
      )}
    </AdminModal>
  );
}
