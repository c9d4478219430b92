import { Anchor, Button, Drawer, Group, Text, ThemeIcon, Title } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { storeInfo } from "../../data/store-info";
import { formatPrice } from "../shop/format";
import classes from "./CartDrawer.module.css";
import { CartLine } from "./CartLine";
import { ClearCartButton, UndoClear } from "./ClearCart";
import { amountToFreeShipping, itemCount, lineKey, subtotal } from "./cart-state";
import { cart, useCart } from "./cart-store";
import { FreeShippingProgress } from "./FreeShippingProgress";

/**
 * The cart panel: lines, subtotal, progress toward free shipping. There is no checkout button —
 * orders are completed in store (docs/decisions/007-cart-without-checkout.md).
 */
export function CartDrawer() {
  const state = useCart();
  const count = itemCount(state);
  const total = subtotal(state);
  // The lines of the last clear, offered back until something new goes in or the drawer closes.
  const [cleared, setCleared] = useState<typeof state.items | null>(null);
  useEffect(() => {
    if (state.items.length > 0) setCleared(null);
  }, [state.items]);
  useEffect(() => {
    if (!state.isOpen) setCleared(null);
  }, [state.isOpen]);

  return (
    <Drawer
      opened={state.isOpen}
      onClose={cart.close}
      position="right"
      size="md"
      title={
        <Title order={2} size="h3">
          Your Cart
        </Title>
      }
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
      closeButtonProps={{ "aria-label": "Close cart" }}
    >
      {state.items.length === 0 ? (
        <div className={classes.empty}>
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconShoppingBag size={32} aria-hidden="true" />
          </ThemeIcon>
          <Text fw={700} size="lg">
            Your cart is empty
          </Text>
          <Text c="dimmed" size="sm">
            Team apparel, equipment and accessories are waiting in the shop.
          </Text>
          {cleared && <UndoClear items={cleared} onDone={() => setCleared(null)} />}
          <Button component={Link} to="/shop" onClick={cart.close} mt="xs">
            Continue Shopping
          </Button>
        </div>
      ) : (
        <>
          <ul className={classes.lines} aria-label="Items in your cart">
            {state.items.map((item) => (
              <CartLine key={lineKey(item)} item={item} />
            ))}
          </ul>
          <div className={classes.summary}>
            <FreeShippingProgress subtotal={total} remaining={amountToFreeShipping(state)} />
            <Group justify="space-between" mt="md">
              <Text fw={600}>
                Subtotal ({count} {count === 1 ? "item" : "items"})
              </Text>
              <Text fw={800} size="lg" data-testid="cart-subtotal">
                {formatPrice(total)}
              </Text>
            </Group>
            <div className={classes.note}>
              <Text size="sm" mt={0}>
                Checkout is handled in store — call or visit us to complete your order.
              </Text>
              <Group gap="md" mt={6}>
                <Anchor href={storeInfo.phoneHref} size="sm" fw={600}>
                  {storeInfo.phone}
                </Anchor>
                <Anchor component={Link} to="/contact" onClick={cart.close} size="sm" fw={600}>
                  Contact us
                </Anchor>
              </Group>
            </div>
            <ClearCartButton
              count={count}
              onClear={() => {
                setCleared(state.items);
                cart.clear();
              }}
            />
          </div>
        </>
      )}
    </Drawer>
  );
}
