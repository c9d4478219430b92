import { lazy, Suspense, useEffect, useState } from "react";
import { useCart } from "./cart-store";

const loadCartDrawer = () => import("./CartDrawer");
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));

/** Starts fetching the drawer's code before it is needed (the cart icon is pointed at). */
export const preloadCartDrawer = () => void loadCartDrawer();

/**
 * The cart drawer, mounted the first time the cart opens: its code (a dialog, focus trap and
 * scroll lock) then stays out of every page's first download.
 */
export function LazyCartDrawer() {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  if (!wanted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
