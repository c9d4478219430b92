import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc";
import { cart } from "../cart/cart-store";
import { type CheckoutLine, type CheckoutValues, fulfilmentForServer, linesForServer } from "./checkout-form";

/** The form's values as the server's schema takes them (a pickup carries no address). */
export function orderInput(values: CheckoutValues, items: readonly CheckoutLine[]) {
  return {
    customer: values.customer,
    fulfilment: fulfilmentForServer(values.fulfilment),
    note: values.note,
    ...(values.payment ? { payment: values.payment } : {}),
    lines: linesForServer(items),
  };
}

/**
 * Places the order (once per idempotency key: one per cart), empties the cart only when the
 * server has stored the order, then opens the order's private page, or the payment provider's
 * page for an order paid now.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const mutation = useMutation(trpc.checkout.placeOrder.mutationOptions());
  return async (values: CheckoutValues, items: readonly CheckoutLine[], idempotencyKey: string) => {
    const placed = await mutation.mutateAsync({
      ...orderInput(values, items),
      idempotency_key: idempotencyKey,
    });
    cart.clear();
    // Paid now: the provider's page takes the card and sends the shopper back to the order's page.
    if (placed.payment_url) {
      window.location.assign(placed.payment_url);
      return;
    }
    const token = placed.tracking_path.split("/").pop() ?? "";
    await navigate({ to: "/orders/$token", params: { token }, search: { placed: true } });
  };
}
