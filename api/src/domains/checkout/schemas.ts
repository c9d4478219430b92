import { z } from "zod";
import { idempotencyKey, notBlank } from "../../common/fields";
import { checkoutInput, checkoutLineInput, MAX_CHECKOUT_LINES } from "../ordering/line-schemas";
import { orderSchema } from "../orders/schemas";

// Shared by the server and the checkout form: nothing here may import server-only code.

export {
  type CartLineInput,
  type CheckoutInput,
  cartLineInput,
  checkoutInput,
  checkoutLineInput,
  checkoutPhone,
  type DeliveryAddressInput,
  deliveryAddressInput,
  fulfilmentInput,
  MAX_CHECKOUT_LINES,
  MAX_LINE_QUANTITY,
} from "../ordering/line-schemas";

/** tRPC carries the key in the input (REST uses the Idempotency-Key header). */
export const placeOrderInput = checkoutInput.extend({ idempotency_key: idempotencyKey.optional() });

/** The answer to a placed order: the order, its number and the private link to follow it. */
export const placedOrderSchema = z.object({
  order: orderSchema,
  number: z.number().int(),
  /** Absolute link to the order's private page; the token in it is the only way in. */
  tracking_url: z.string(),
  /** The same page as a path on this site. */
  tracking_path: z.string(),
});
export type PlacedOrderDto = z.infer<typeof placedOrderSchema>;

/** A cart's lines, to read what each costs now (checkout compares them with what the cart saw). */
export const cartPricesInput = z.object({
  lines: z
    .array(checkoutLineInput, { error: "lines must be a list of products." })
    .min(1, "lines must name at least one product.")
    .max(MAX_CHECKOUT_LINES, `At most ${MAX_CHECKOUT_LINES} lines.`),
});

/** Each asked line's unit price now, in the order asked; null for a product no longer sold. */
export const cartPricesSchema = z.object({
  lines: z.array(
    z.object({
      product_id: z.string(),
      size: z.string().nullable(),
      unit_price: z.number().nullable(),
    }),
  ),
});
export type CartPricesDto = z.infer<typeof cartPricesSchema>;

/** A private order link's token (from /orders/{token}). */
export const trackingInput = z
  .object({ token: z.string().trim().min(1, "token is required.").max(200).meta(notBlank) })
  .strict();

export { idempotencyKey };
