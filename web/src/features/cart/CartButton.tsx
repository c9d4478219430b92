import { Indicator } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { HeaderIconButton } from "../layout/HeaderIconButton";
import { itemCount } from "./cart-state";
import { cart, useCart } from "./cart-store";
import { preloadCartDrawer } from "./LazyCartDrawer";

/** "Cart, 3 items": what the icon says to a screen reader. */
export const cartButtonLabel = (count: number) => `Cart, ${count} ${count === 1 ? "item" : "items"}`;

/** The header's cart icon with the number of items (the sum of quantities); opens the drawer. */
export function CartButton() {
  return <CartButtonView count={itemCount(useCart())} />;
}

/**
 * The cart icon for a given count. The count comes from the visitor's saved cart, after hydration:
 * a drawn page is drawn with none, so entry-server.tsx draws this with one for the styles a drawn
 * page must carry all the same.
 */
export function CartButtonView({ count }: { count: number }) {
  return (
    <Indicator
      label={count > 99 ? "99+" : count}
      disabled={count === 0}
      size={18}
      offset={6}
      color="gold.6"
      withBorder
      // The button's label already says the count; the badge is for the eye only.
      attributes={{ indicator: { "aria-hidden": true, "data-testid": "cart-count" } }}
      styles={{ indicator: { color: "#0b2545", fontWeight: 700 } }}
    >
      <HeaderIconButton
        onClick={cart.open}
        preload={preloadCartDrawer}
        aria-label={cartButtonLabel(count)}
        aria-haspopup="dialog"
      >
        <IconShoppingBag size={21} aria-hidden="true" />
      </HeaderIconButton>
    </Indicator>
  );
}
