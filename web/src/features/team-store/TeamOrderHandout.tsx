import { Card, Stack, Text, Title } from "@mantine/core";
import { teamStatusHint, teamStatusInWords } from "@store/db/catalogue";
import { salesTaxLabel } from "../orders/tax-words";
import { formatPrice } from "../shop/format";
import { type Fact, HandoutFacts } from "./HandoutFacts";
import type { TeamOrderView } from "./team-store-types";

/** The order's money as the "ready" e-mail says it: total, paid so far, balance due. */
export function moneyFacts(view: TeamOrderView): Fact[] {
  const { order, store } = view;
  const invoiced = store.payment_mode === "team_invoice";
  const balance = invoiced
    ? "Nothing: your team pays one invoice"
    : order.balance > 0
      ? formatPrice(order.balance)
      : `${formatPrice(0)} (paid in full, thank you)`;
  return [
    ...(order.tax > 0 ? [{ label: salesTaxLabel(order), value: formatPrice(order.tax) }] : []),
    { label: "Order total", value: formatPrice(order.total) },
    { label: "Paid so far", value: formatPrice(order.amount_paid) },
    { label: "Balance due", value: balance, strong: order.balance > 0 && !invoiced },
  ];
}

/**
 * Where the order stands in the team's words ("Ready for pickup with the Eagles 12U order"), what
 * is paid and still owed, and the handout: where, when, who hands out and who is paid.
 */
export function TeamOrderHandout({ view }: { view: TeamOrderView }) {
  const { order, store } = view;
  const words = teamStatusInWords(order.status, order.fulfilment, store.team_name);
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="handout-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="handout-title">
          Pickup and payment
        </Title>
        {/* Plain bold text, not a small badge: the status is the sentence a parent reads first. */}
        <div>
          <Text fw={700} data-testid="team-order-status">
            {words}
          </Text>
          <Text size="sm">
            {order.status === "shipped"
              ? "It is ready: where, when and whom to pay are below."
              : teamStatusHint(order.status, store.team_name)}
          </Text>
        </div>
        {order.status !== "cancelled" && (
          <>
            <HandoutFacts facts={moneyFacts(view)} testId="team-order-money" />
            <HandoutFacts facts={store.handout} testId="team-order-handout" />
          </>
        )}
      </Stack>
    </Card>
  );
}
