import { Button, Divider, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowBackUp, IconHourglass, IconReceiptRefund } from "@tabler/icons-react";
import { useState } from "react";
import { Section } from "../../proofs/Section";
import { formatDateTime, formatMoney } from "../../shared/format";
import { AskRefundModal } from "./approvals/AskRefundModal";
import type { Approvals } from "./approvals/use-approvals";
import { type WaitingRequest, waitingByPayment } from "./approvals/waiting-requests";
import classes from "./OrderPage.module.css";
import type { OrderPageOrder, Payment, TimelineEntry } from "./order-page-data";
import { methodWithReference, refundWords } from "./payment-labels";
import { RecordPaymentForm } from "./RecordPaymentForm";
import { RefundPaymentModal } from "./RefundPaymentModal";
import { ReversePaymentModal } from "./ReversePaymentModal";
import { SendPaymentRequest } from "./SendPaymentRequest";
import type { OrderPageMutations } from "./use-order-page-mutations";

/**
 * The payments on record (newest first, reversed ones marked) and the form to record one more.
 * Someone who may refund refunds or reverses; a counter person asks for it (approval at the counter).
 */
export function PaymentsPanel({
  order,
  payments,
  timeline,
  mutations,
  approvals,
}: {
  order: OrderPageOrder;
  payments: readonly Payment[];
  timeline: readonly TimelineEntry[];
  mutations: OrderPageMutations;
  approvals: Approvals;
}) {
  const [reversing, setReversing] = useState<Payment | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [asking, setAsking] = useState<Payment | null>(null);
  const waiting = waitingByPayment(timeline);
  const giveBack: GiveBack = approvals.canDecide ? "refund" : approvals.canAsk ? "ask" : "none";
  return (
    <Section id="order-payments" title="Payments">
      <Stack gap="sm">
        {payments.length === 0 ? (
          <Text size="sm" className={classes.meta}>
            No payment recorded yet.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: "none", padding: 0, margin: 0 }}
            aria-label="Payments"
          >
            {payments.map((payment) => (
              <PaymentRow
                key={payment.id}
                payment={payment}
                giveBack={giveBack}
                waiting={waiting.get(payment.id)}
                onReverse={() => setReversing(payment)}
                onRefund={() => setRefunding(payment)}
                onAsk={() => setAsking(payment)}
              />
            ))}
          </Stack>
        )}
        <Divider />
        {order.status === "cancelled" ? (
          <Text size="sm">This order is cancelled: no payment can be recorded.</Text>
        ) : order.balance <= 0 ? (
          <Text size="sm">Paid in full: nothing is left to pay.</Text>
        ) : (
          // Keyed by the balance: after each payment the amount starts at the new balance.
          <>
            <RecordPaymentForm key={order.balance} order={order} record={mutations.recordPayment} />
            <SendPaymentRequest order={order} mutations={mutations} />
          </>
        )}
      </Stack>
      <ReversePaymentModal
        orderId={order.id}
        payment={reversing}
        reverse={mutations.reversePayment}
        onClose={() => setReversing(null)}
      />
      <RefundPaymentModal
        orderId={order.id}
        payment={refunding}
        refund={mutations.refundPayment}
        onClose={() => setRefunding(null)}
      />
      <AskRefundModal
        orderId={order.id}
        payment={asking}
        ask={approvals.ask}
        onClose={() => setAsking(null)}
      />
    </Section>
  );
}

/** What the signed-in person may do to give money back: refund it, ask for it, or nothing. */
type GiveBack = "refund" | "ask" | "none";

function PaymentRow({
  payment,
  giveBack,
  waiting,
  onReverse,
  onRefund,
  onAsk,
}: {
  payment: Payment;
  giveBack: GiveBack;
  waiting: WaitingRequest | undefined;
  onReverse: () => void;
  onRefund: () => void;
  onAsk: () => void;
}) {
  const canGiveBack = payment.provider ? payment.refundable > 0 : !payment.reversal;
  const label = `${formatMoney(payment.amount)} ${methodWithReference(payment.method, payment.reference)}`;
  return (
    <Paper component="li" withBorder radius="md" p="xs" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} className={payment.reversal ? classes.reversed : undefined}>
            {formatMoney(payment.amount)}{" "}
            <Text span fw={400} size="sm">
              {methodWithReference(payment.method, payment.reference)}
            </Text>
          </Text>
          <Text size="xs" className={`${classes.meta} ${classes.wrap}`}>
            {payment.recorded_by} · {formatDateTime(payment.recorded_at)}
          </Text>
          {payment.note && (
            <Text size="sm" mt={2} className={classes.wrap}>
              {payment.note}
            </Text>
          )}
          {payment.reversal && (
            <Text
              size="sm"
              mt={2}
              className={classes.wrap}
              style={{ color: "light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))" }}
            >
              Reversed by {payment.reversal.by} · {formatDateTime(payment.reversal.at)}:{" "}
              {payment.reversal.reason}
            </Text>
          )}
          {payment.refunds.length > 0 && (
            <Stack
              gap={2}
              mt={4}
              component="ul"
              aria-label="Refunds"
              style={{ listStyle: "none", padding: 0, margin: 0 }}
            >
              {payment.refunds.map((refund) => (
                <Text component="li" key={refund.id} size="sm" className={classes.wrap}>
                  <Text span fw={700}>
                    −{formatMoney(refund.amount)}
                  </Text>{" "}
                  {refundWords(refund)} · {refund.by} · {formatDateTime(refund.at)}: {refund.reason}
                </Text>
              ))}
            </Stack>
          )}
        </div>
        {waiting ? (
          <Text size="sm" fw={700} role="status" style={{ flexShrink: 0, maxWidth: "45%" }}>
            <IconHourglass size={14} aria-hidden="true" style={{ verticalAlign: "-2px" }} /> Waiting for a
            manager's approval ({formatMoney(waiting.amount)})
          </Text>
        ) : giveBack === "ask" && canGiveBack ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconReceiptRefund size={14} aria-hidden="true" />}
            aria-label={`Ask for a refund of the payment of ${label}`}
            onClick={onAsk}
            style={{ flexShrink: 0 }}
          >
            Ask for a refund
          </Button>
        ) : giveBack !== "refund" ? null : payment.provider && payment.refundable > 0 ? (
          // A provider's payment is given back through the provider; reversing is for money taken in store.
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconReceiptRefund size={14} aria-hidden="true" />}
            aria-label={`Refund the payment of ${label}`}
            onClick={onRefund}
            style={{ flexShrink: 0 }}
          >
            Refund
          </Button>
        ) : (
          !payment.reversal &&
          !payment.provider && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
              aria-label={`Reverse the payment of ${label}`}
              onClick={onReverse}
              style={{ flexShrink: 0 }}
            >
              Reverse
            </Button>
          )
        )}
      </Group>
    </Paper>
  );
}
