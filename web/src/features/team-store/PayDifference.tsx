import { Button, Card, Text, Title } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { formatPrice } from "../shop/format";
import type { TeamOrderView } from "./team-store-types";

/**
 * In a store where families pay when ordering: what the order still owes (after a change that
 * raised its total, or a first payment not finished) and the secure page that takes it.
 */
export function PayDifference({ view }: { view: TeamOrderView }) {
  if (!view.payment_url || view.payment_amount === null) return null;
  const amount = formatPrice(view.payment_amount);
  const raised = view.order.amount_paid > 0;
  return (
    <Card withBorder radius="lg" p="md">
      <Title order={2} size="h4">
        {raised ? "Your order's total went up" : "Your order waits for payment"}
      </Title>
      <Text size="sm" mt={4} mb="sm">
        {raised
          ? `You paid ${formatPrice(view.order.amount_paid)}; the new total is ${formatPrice(view.order.total)}. Pay the difference by card on a secure payment page.`
          : "Pay by card on a secure payment page to confirm your order."}
      </Text>
      <Button component="a" href={view.payment_url} leftSection={<IconCreditCard size={18} aria-hidden />}>
        Pay {amount} now
      </Button>
    </Card>
  );
}
