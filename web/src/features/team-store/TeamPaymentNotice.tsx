import { Alert } from "@mantine/core";
import { ConfirmationAlert } from "../../ui/pages/ConfirmationAlert";
import { formatPrice } from "../shop/format";
import type { TeamOrderView } from "./team-store-types";

/** How the family came back from the secure payment page (?payment=done or ?payment=cancelled). */
export type PaymentReturn = "done" | "cancelled";

/**
 * What came of the payment page the family just left, read from the order (the store records a
 * payment only from the provider's own message, never from this return).
 */
export function TeamPaymentNotice({ view, payment }: { view: TeamOrderView; payment: PaymentReturn }) {
  const { order, store } = view;
  const settled = order.amount_paid > 0 && order.balance <= 0;
  if (payment === "done" && settled)
    return (
      <ConfirmationAlert title="Payment received">
        Thank you! {formatPrice(order.amount_paid)} is paid for {store.team_name} order #{order.number}. We
        e-mailed the confirmation to {order.customer_email}.
      </ConfirmationAlert>
    );
  if (payment === "done")
    return (
      <Alert role="status" color="blue" radius="lg" title="Confirming your payment">
        The payment page said it went through; the card company is confirming it. Reload this page in a
        minute.
      </Alert>
    );
  if (order.status === "cancelled") return null;
  return (
    <Alert role="note" color="yellow" radius="lg" title="Payment not finished">
      Nothing was charged. {view.payment_url ? "Pay below to finish." : "For help, call the store."}
    </Alert>
  );
}
