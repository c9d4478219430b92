import { Anchor, Card, Container, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { lineKey, useCart } from "../cart/cart-store";
import { EmptyCartNotice } from "../cart/EmptyCartNotice";
import classes from "./checkout.module.css";
import { checkoutTotals } from "./checkout-form";
import { OrderSummaryCard } from "./OrderSummaryCard";
import { withNewPrices } from "./price-changes";
import { type EstimateFor, usePriceChanges } from "./use-price-changes";

// The form (its fields, pop-over select and checks) comes when there is something to order: the
// cart lives in the browser, so a first visit (and the server's drawing) shows the empty cart only.
const CheckoutForm = lazy(() => import("./CheckoutForm").then((m) => ({ default: m.CheckoutForm })));

/** /checkout: the cart becomes an order, paid in store at pickup or by invoice. */
export function CheckoutPage() {
  const { items } = useCart();
  const [fulfilment, setFulfilment] = useState<EstimateFor>({ method: "pickup" });
  const { method } = fulfilment;
  const prices = usePriceChanges(items, fulfilment);
  // The summary shows what the order will cost: the store's prices now, the old ones beside them.
  const was = new Map(prices.changes.map((c) => [c.key, c.was]));
  const priced = withNewPrices(items, prices.changes);
  const totals = checkoutTotals(priced, method);
  const { estimate } = prices;

  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      <Anchor component={Link} to="/shop" size="sm" fw={600}>
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: "-2px" }} /> Continue Shopping
      </Anchor>
      <Title order={1} id="checkout-heading" fz={{ base: 28, sm: 36 }} mt="xs" mb="lg">
        Checkout
      </Title>
      {items.length === 0 ? (
        <Card withBorder radius="lg" p="xl" maw={520}>
          <Stack align="center" gap="xs" ta="center">
            <EmptyCartNotice hint="Add a few things from the shop, then come back here to place your order." />
          </Stack>
        </Card>
      ) : (
        <div className={classes.layout}>
          {/* The empty block holds the form's column while its code arrives. The code is asked for
              once the store has answered for the prices, so that answer is not queued behind it. */}
          <Suspense fallback={<div />}>
            {prices.read ? (
              <CheckoutForm items={items} onFulfilmentChange={setFulfilment} prices={prices} />
            ) : (
              <div />
            )}
          </Suspense>
          <OrderSummaryCard
            headingId="summary-heading"
            title="Order Summary"
            lines={priced.map((item) => ({
              key: lineKey(item),
              name: item.name,
              size: item.size,
              quantity: item.quantity,
              unitPrice: item.price,
              previousUnitPrice: was.get(lineKey(item)),
              imageUrl: item.image_url,
            }))}
            fulfilment={method}
            {...totals}
            tax={estimate ? { amount: estimate.tax, place: estimate.tax_place, estimated: true } : undefined}
            total={estimate?.total ?? totals.total}
          >
            <Text size="xs" c="dimmed" mt="md">
              Prices and sales tax are confirmed by the store when you place the order.
            </Text>
          </OrderSummaryCard>
        </div>
      )}
    </Container>
  );
}
