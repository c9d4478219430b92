import { Anchor, Button, Card, Container, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowLeft, IconShoppingBag } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { lineKey, useCart } from "../cart/cart-store";
import { CheckoutForm } from "./CheckoutForm";
import classes from "./checkout.module.css";
import { type CheckoutValues, checkoutTotals } from "./checkout-form";
import { OrderLines } from "./OrderLines";

/** /checkout: the cart becomes an order, paid in store at pickup or by invoice. */
export function CheckoutPage() {
  const { items } = useCart();
  const [method, setMethod] = useState<CheckoutValues["fulfilment"]["method"]>("pickup");
  const totals = checkoutTotals(items, method);

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
            <ThemeIcon size={64} radius="xl" variant="light">
              <IconShoppingBag size={32} aria-hidden="true" />
            </ThemeIcon>
            <Text fw={700} size="lg">
              Your cart is empty
            </Text>
            <Text c="dimmed" size="sm">
              Add a few things from the shop, then come back here to place your order.
            </Text>
            <Button component={Link} to="/shop" mt="xs">
              Continue Shopping
            </Button>
          </Stack>
        </Card>
      ) : (
        <div className={classes.layout}>
          <CheckoutForm items={items} onMethodChange={setMethod} />
          <Card
            withBorder
            radius="lg"
            p="lg"
            className={classes.summary}
            component="aside"
            aria-labelledby="summary-heading"
          >
            <Title order={2} id="summary-heading" size="h4" mb="md">
              Order Summary
            </Title>
            <OrderLines
              lines={items.map((item) => ({
                key: lineKey(item),
                name: item.name,
                size: item.size,
                quantity: item.quantity,
                unitPrice: item.price,
                imageUrl: item.image_url,
              }))}
              fulfilment={method}
              {...totals}
            />
            <Text size="xs" c="dimmed" mt="md">
              Prices are confirmed by the store when you place the order.
            </Text>
          </Card>
        </div>
      )}
    </Container>
  );
}
