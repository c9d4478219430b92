import { Card, Text, Timeline, Title } from "@mantine/core";
import type { PickupOrderRecord } from "@store/db/catalogue";
import type { ReactNode } from "react";
import { RecordHeading } from "../../ui/pages/RecordHeading";
import { OrderSummaryCard } from "../checkout/OrderSummaryCard";
import { PickupWhen } from "../pickup/PickupWhen";
import { OrderBalance } from "./OrderBalance";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { statusHint, statusLabel, type TrackedOrder } from "./order-status";
import { orderTax } from "./tax-words";

// The customer's two views of an order (the private link and the account) draw these the same way;
// each page passes its own clock (the link's page is drawn on the server, in the store's zone).
type Formatter = Pick<Intl.DateTimeFormat, "format">;
type Shown = Pick<TrackedOrder, "status" | "fulfilment" | "team_store">;

/** "Order #N", when it was placed, its status badge and what happens next. */
export function OrderRecordHeading({
  order,
  when,
  children,
}: {
  order: Shown & PickupOrderRecord & Pick<TrackedOrder, "number" | "created_at">;
  when: Formatter;
  children?: ReactNode;
}) {
  return (
    <RecordHeading
      caption={<>Placed {when.format(new Date(order.created_at))}</>}
      title={<>Order #{order.number}</>}
      badge={
        <OrderStatusBadge
          size="lg"
          status={order.status}
          fulfilment={order.fulfilment}
          team={order.team_store}
        />
      }
    >
      <Text mt={4}>{statusHint(order.status, order.fulfilment, order.team_store)}</Text>
      {order.fulfilment === "pickup" && <PickupWhen order={order} />}
      {children}
    </RecordHeading>
  );
}

/** The "Status" card: each status the order reached, with its moment. */
export function OrderStatusCard({
  order,
  when,
}: {
  order: Shown & Pick<TrackedOrder, "history">;
  when: Formatter;
}) {
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="md">
        Status
      </Title>
      <Timeline active={order.history.length - 1} bulletSize={18} lineWidth={2}>
        {order.history.map((step) => (
          <Timeline.Item
            key={`${step.status}-${step.at}`}
            title={statusLabel(step.status, order.fulfilment, order.team_store)}
          >
            <Text size="xs" c="dimmed">
              {when.format(new Date(step.at))}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

type Totals = Pick<
  TrackedOrder,
  | "fulfilment"
  | "subtotal"
  | "delivery_fee"
  | "tax"
  | "tax_place"
  | "exemption"
  | "total"
  | "amount_paid"
  | "balance"
  | "status"
>;
type Item = TrackedOrder["items"][number];

/** The "Items" card with the totals and what is still owed; `name` words a line (printed names). */
export function OrderItemsCard<I extends Item>({
  order,
  name = (item) => item.product_name,
}: {
  order: Totals & { items: I[] };
  name?: (item: I) => string;
}) {
  return (
    <OrderSummaryCard
      headingId="items-heading"
      title="Items"
      lines={order.items.map((item) => ({
        key: item.id,
        name: name(item),
        size: item.size,
        quantity: item.quantity,
        unitPrice: item.unit_price,
      }))}
      fulfilment={order.fulfilment}
      subtotal={order.subtotal}
      deliveryFee={order.delivery_fee}
      tax={orderTax(order)}
      total={order.total}
    >
      <OrderBalance order={order} />
    </OrderSummaryCard>
  );
}
