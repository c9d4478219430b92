import "../../../../lib/zod-jitless";
import { Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { refundPaymentInput } from "@store/api/contracts";
import { useEffect, useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../../lib/api-errors";
import { attemptKey, forgetAttempt } from "../../../../lib/attempt-key";
import { NoteField } from "../../../../ui/forms/note-fields";
import { AdminModal } from "../../shared/AdminModal";
import { ChargeField, FormButtons, FormFailure } from "../../shared/FormParts";
import { formatDateTime, formatMoney } from "../../shared/format";
import type { Payment } from "./order-page-data";
import { providerName } from "./payment-labels";
import type { OrderPageMutations } from "./use-order-page-mutations";

const schema = schemaResolver(refundPaymentInput, { sync: true });

type Values = { id: string; paymentId: string; amount: number | string; reason: string };

/**
 * Gives back part or all of a payment a provider took online: the amount starts at what is left of
 * it, a reason is required, and a second step confirms before the provider is asked. The same
 * amount and reason sent again (a double click, a retry) carry the same key: one refund.
 */
export function RefundPaymentModal({
  orderId,
  payment,
  refund,
  onClose,
}: {
  orderId: string;
  payment: Payment | null;
  refund: OrderPageMutations["refundPayment"];
  onClose: () => void;
}) {
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { id: orderId, paymentId: "", amount: 0, reason: "" },
    validate: (values) => {
      const errors = schema({ ...values, amount: Number(values.amount) });
      const left = payment?.refundable ?? 0;
      if (!errors.amount && Math.round(Number(values.amount) * 100) > Math.round(left * 100))
        errors.amount = `At most ${formatMoney(left)}: what is left of this payment.`;
      return errors;
    },
  });
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const paymentId = payment?.id;
  const refundable = payment?.refundable ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each payment opened
  useEffect(() => {
    if (!paymentId) return;
    form.setValues({ id: orderId, paymentId, amount: refundable, reason: "" });
    form.resetDirty();
    form.clearErrors();
    setFailure(undefined);
    setConfirming(false);
  }, [paymentId, orderId]);

  const scope = `refund:${paymentId ?? ""}`;
  const send = (values: Values) => {
    setFailure(undefined);
    const body = { ...values, amount: Number(values.amount) };
    refund.mutate(
      { ...body, idempotency_key: attemptKey(scope, body) },
      {
        onSuccess: () => {
          forgetAttempt(scope);
          onClose();
        },
        onError: (error) => {
          setConfirming(false);
          const fields = fieldErrorsOf(error);
          form.setErrors(fields);
          if (Object.keys(fields).length === 0) setFailure(describeFailure("Nothing was refunded", error));
        },
      },
    );
  };
  const provider = payment ? providerName(payment.provider) : "";

  return (
    <AdminModal opened={payment !== null} onClose={onClose} title="Refund payment">
      {payment && (
        <form
          noValidate
          onSubmit={form.onSubmit((values) => (confirming ? send(values) : setConfirming(true)))}
        >
          <Stack gap="sm">
            <Text size="sm">
              {formatMoney(payment.amount)} paid online through {provider},{" "}
              {formatDateTime(payment.recorded_at)}. {formatMoney(refundable)} of it can still be refunded.
              The money goes back to the card; the balance changes once {provider} confirms the refund.
            </Text>
            <FormFailure message={failure} />
            {confirming ? (
              <Text fw={700} role="status">
                Refund {formatMoney(Number(form.values.amount))} to the card through {provider}? This cannot
                be undone.
              </Text>
            ) : (
              <>
                <ChargeField
                  label="Amount to refund"
                  description={`At most ${formatMoney(refundable)}`}
                  {...form.getInputProps("amount")}
                />
                <NoteField
                  label="Reason"
                  description="Why the money goes back: returned items, price match, order cancelled..."
                  required
                  maxLength={500}
                  data-autofocus
                  {...form.getInputProps("reason")}
                />
              </>
            )}
            <FormButtons
              busy={refund.isPending}
              onCancel={confirming ? () => setConfirming(false) : onClose}
              submitLabel={confirming ? `Yes, refund ${formatMoney(Number(form.values.amount))}` : "Refund…"}
              spinner
            />
          </Stack>
        </form>
      )}
    </AdminModal>
  );
}
