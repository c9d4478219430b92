import { Badge } from "@mantine/core";
import type { Fulfilment, PaymentState } from "./orders-data";

/** How each payment state reads and looks. */
export const paymentMeta: Record<PaymentState, { label: string; color: string }> = {
  unpaid: { label: "Unpaid", color: "red" },
  deposit: { label: "Deposit", color: "yellow" },
  paid: { label: "Paid", color: "green" },
  refunded: { label: "Refunded", color: "gray" },
};

export const paymentOptions = (Object.keys(paymentMeta) as PaymentState[]).map((value) => ({
  value,
  label: paymentMeta[value].label,
}));

export const fulfilmentOptions: { value: Fulfilment; label: string }[] = [
  { value: "pickup", label: "Pickup" },
  { value: "delivery", label: "Delivery" },
];

/** An order's payment state in words, with a coloured dot (light tints fail contrast). */
export function PaymentBadge({ state }: { state: PaymentState }) {
  return (
    <Badge
      color={paymentMeta[state].color}
      variant="dot"
      size="md"
      radius="sm"
      style={{ flexShrink: 0, maxWidth: "none" }}
      styles={{ label: { overflow: "visible", textOverflow: "clip" } }}
    >
      {paymentMeta[state].label}
    </Badge>
  );
}
