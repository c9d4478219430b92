import "../../../../../lib/zod-jitless";
import { Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { askRefundInput } from "@store/api/contracts";
import { useEffect, useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../../../lib/api-errors";
import { attemptKey, forgetAttempt } from "../../../../../lib/attempt-key";
import { NoteField } from "../../../../../ui/forms/note-fields";
import { AdminModal } from "../../../shared/AdminModal";
import { ChargeField, FormButtons, FormFailure } from "../../../shared/FormParts";
import { formatMoney } from "../../../shared/format";
import type { Payment } from "../order-page-data";
import { methodWithReference } from "../payment-labels";
import type { Approvals } from "./use-approvals";

const schema = schemaResolver(askRefundInput, { sync: true });

type Values = { id: string; paymentId: string; amount: number | string; reason: string };

/**
 * A counter person asks for money back: part or all of an online payment, or an in-store payment
 * reversed whole. Within the owner's limit it is done at once; above it, a manager approves it.
 */
export function AskRefundModal({
  orderId,
  payment,
  ask,
  onClose,
}: {
  orderId: string;
  payment: Payment | null;
  ask: Approvals["ask"];
  onClose: () => void;
}) {
  const online = Boolean(payment?.provider);
  const most = online ? (payment?.refundable ?? 0) : (payment?.amount ?? 0);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { id: orderId, paymentId: "", amount: 0, reason: "" },
    validate: (values) => {
      const errors = schema({ ...values, amount: Number(values.amount) });
      if (!errors.amount && Math.round(Number(values.amount) * 100) > Math.round(most * 100))
        errors.amount = `At most ${formatMoney(most)}: what is left of this payment.`;
      return errors;
    },
  });
  const [failure, setFailure] = useState<string>();
  const paymentId = payment?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each payment opened
  useEffect(() => {
    if (!paymentId) return;
    form.setValues({ id: orderId, paymentId, amount: most, reason: "" });
    form.resetDirty();
    form.clearErrors();
    setFailure(undefined);
  }, [paymentId, orderId]);

  const scope = `ask-refund:${paymentId ?? ""}`;
  const send = (values: Values) => {
    setFailure(undefined);
    const body = { ...values, amount: Number(values.amount) };
    ask.mutate(
      { ...body, idempotency_key: attemptKey(scope, body) },
      {
        onSuccess: () => {
          forgetAttempt(scope);
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          form.setErrors(fields);
          if (Object.keys(fields).length === 0) setFailure(describeFailure("Nothing was asked", error));
        },
      },
    );
  };

  return (
    <AdminModal opened={payment !== null} onClose={onClose} title="Ask for a refund">
      {payment && (
        <form noValidate onSubmit={form.onSubmit(send)}>
          <Stack gap="sm">
            <Text size="sm">
              {formatMoney(payment.amount)}, {methodWithReference(payment.method, payment.reference)}.{" "}
              {online
                ? `${formatMoney(most)} of it can still be refunded to the card.`
                : "Money taken in the store is given back whole: the payment is reversed."}{" "}
              Above the owner's limit a manager approves it on this page; nothing is given back until then.
            </Text>
            <FormFailure message={failure} />
            {online && (
              <ChargeField
                label="Amount to refund"
                description={`At most ${formatMoney(most)}`}
                {...form.getInputProps("amount")}
              />
            )}
            <NoteField
              label="Reason"
              description="Why the money goes back: returned items, price match, entered by mistake..."
              required
              maxLength={500}
              data-autofocus
              {...form.getInputProps("reason")}
            />
            <FormButtons busy={ask.isPending} onCancel={onClose} submitLabel="Ask for a refund" spinner />
          </Stack>
        </form>
      )}
    </AdminModal>
  );
}
