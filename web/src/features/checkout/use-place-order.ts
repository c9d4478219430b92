import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { forgetAttempt } from "../../lib/attempt-key";
import { trpc } from "../../lib/trpc";
import { cart } from "../cart/cart-store";
import {
  CHECKOUT_ATTEMPT,
  type CheckoutLine,
  type CheckoutValues,
  checkoutAttemptKey,
  linesForServer,
} from "./checkout-form";

/** The form's values as the server's schema takes them (a pickup carries no address). */
export function orderInput(values: CheckoutValues, items: readonly CheckoutLine[]) {
  const { method, address } = values.fulfilment;
  return {
    customer: values.customer,
    fulfilment: method === "delivery" ? { method, address } : { method },
    note: values.note,
    lines: linesForServer(items),
  };
}

/**
 * Places the order once however often it is asked (one idempotency key per cart), empties the
 * cart only when the server has stored the order, then opens the order's private page.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const mutation = useMutation(trpc.checkout.placeOrder.mutationOptions());
  const place = async (values: CheckoutValues, items: readonly CheckoutLine[]) => {
    const placed = await mutation.mutateAsync({
      ...orderInput(values, items),
      idempotency_key: checkoutAttemptKey(items),
    });
    cart.clear();
    forgetAttempt(CHECKOUT_ATTEMPT);
    const token = placed.tracking_path.split("/").pop() ?? "";
    await navigate({ to: "/orders/$token", params: { token }, search: { placed: true } });
  };
  return { place, busy: mutation.isPending || mutation.isSuccess, error: mutation.error };
}
