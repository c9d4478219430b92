import { Divider, Group, Stack, Text } from "@mantine/core";
import { formatPrice } from "../shop/format";
import type { TrackedOrder } from "./order-status";

/**
 * What the customer still owes, under the totals: "Paid so far" and "Balance due" once anything was
 * paid, else the balance and where to pay it (the same words as the e-mails). Only the sums: how
 * it was paid and the store's notes are not the customer's page's business.
 */
// A cancelled order owes nothing, but what was paid on it was not paid "in full": it is the
// store's to settle with the customer.
function balanceWords(order: Pick<TrackedOrder, "balance" | "status">): string {
  if (order.status === "cancelled") return "Order cancelled: the store will settle what was paid";
  return order.balance <= 0 ? "Paid in full, thank you!" : "Pay in store or by invoice";
}

export function OrderBalance({ order }: { order: Pick<TrackedOrder, "amount_paid" | "balance" | "status"> }) {
  if (order.status === "cancelled" && order.amount_paid <= 0) return null;
  const paid = order.amount_paid > 0;
  return (
    <Stack gap={6} mt="sm" data-testid="order-balance">
      <Divider />
      {paid && (
        <Group justify="space-between">
          <Text size="sm">Paid so far</Text>
          <Text size="sm" fw={600}>
            {formatPrice(order.amount_paid)}
          </Text>
        </Group>
      )}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={700}>Balance due</Text>
          <Text size="xs" c="dimmed">
            {balanceWords(order)}
          </Text>
        </div>
        <Text fw={700}>{formatPrice(order.balance)}</Text>
      </Group>
    </Stack>
  );
}
