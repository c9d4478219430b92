import { Alert } from "@mantine/core";
import { IconClockHour4, IconInfoCircle } from "@tabler/icons-react";
import { ConfirmationAlert } from "../../ui/pages/ConfirmationAlert";
import type { TrackedOrder } from "./order-status";
import type { PaymentReturn } from "./pay-words";

/**
 * What the order page says when the buyer is back from the provider's page: what the store has
 * recorded (from the provider's event), never what the return address claims.
 */
export function PaymentReturnNotice({
  order,
  back,
  gaveUp,
}: {
  order: Pick<TrackedOrder, "number" | "online_payment">;
  back: PaymentReturn;
  /** A minute passed without the provider's word. */
  gaveUp: boolean;
}) {
  if (back === "cancelled")
    return (
      <Alert
        color="gray"
        radius="lg"
        icon={<IconInfoCircle size={24} aria-hidden="true" />}
        title="Payment not completed — nothing was charged."
        styles={{ title: { color: "var(--mantine-color-text)" } }}
      >
        You can pay online below whenever you are ready, or pay in store.
      </Alert>
    );
  if (order.online_payment.state === "received")
    return (
      <ConfirmationAlert title="Payment received">
        Thank you! We have your payment for order #{order.number}. What is left to pay, if anything, shows
        below.
      </ConfirmationAlert>
    );
  return (
    <Alert
      color="blue"
      radius="lg"
      icon={<IconClockHour4 size={24} aria-hidden="true" />}
      title="We are confirming your payment"
      styles={{ title: { color: "var(--mantine-color-text)" } }}
    >
      {gaveUp
        ? "Your payment provider has not told us yet. It will show on this page as soon as it is confirmed; there is no need to pay again."
        : "This takes a few seconds: the page updates by itself."}
    </Alert>
  );
}
