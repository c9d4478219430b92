import { Anchor, Button, Drawer, Group, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { storeInfo } from "../../data/store-info";
import { formatPrice } from "../shop/format";
import { TeamCartLinks } from "../team-store/TeamCartLinks";
import { type TeamCartInProgress, teamCartsInProgress } from "../team-store/team-carts-in-progress";
import classes from "./CartDrawer.module.css";
import { CartLine } from "./CartLine";
import { ClearCartButton, UndoClear } from "./ClearCart";
import { amountToFreeShipping, itemCount, lineKey, subtotal } from "./cart-state";
import { cart, useCart } from "./cart-store";
import { EmptyCartNotice } from "./EmptyCartNotice";
import { FreeShippingProgress } from "./FreeShippingProgress";

/**
 * The cart panel: lines, subtotal, progress toward free shipping, and the way to checkout, where
 * the order is placed and paid later in store or by invoice (docs/decisions/019).
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
  // Team carts live in their stores' pages; read each time the bag opens, they may have changed.
  const [teamCarts, setTeamCarts] = useState<TeamCartInProgress[]>([]);
  useEffect(() => {
    if (state.isOpen) setTeamCarts(teamCartsInProgress());
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
      {state.items.length === 0 && teamCarts.length > 0 ? (
        <div className={classes.empty}>
          <TeamCartLinks carts={teamCarts} onGo={cart.close} />
        </div>
      ) : state.items.length === 0 ? (
        <div className={classes.empty}>
          <EmptyCartNotice
            hint="Team apparel, equipment and accessories are waiting in the shop."
            onShop={cart.close}
          >
            {cleared && <UndoClear items={cleared} onDone={() => setCleared(null)} />}
          </EmptyCartNotice>
        </div>
      ) : (
        <>
          {teamCarts.length > 0 && (
            <div className={classes.teamCarts}>
              <TeamCartLinks carts={teamCarts} onGo={cart.close} />
            </div>
          )}
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
            <Text size="xs" c="dimmed" ta="right">
              Plus sales tax, shown at checkout
            </Text>
            <Button
              component={Link}
              to="/checkout"
              onClick={cart.close}
              size="md"
              fullWidth
              mt="md"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              Checkout
            </Button>
            <div className={classes.note}>
              <Text size="sm" mt={0}>
                No card needed: pay in store when you pick up, or by invoice. Questions? Call{" "}
                <Anchor href={storeInfo.phoneHref} size="sm" fw={600}>
                  {storeInfo.phone}
                </Anchor>
                .
              </Text>
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
