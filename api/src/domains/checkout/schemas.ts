import { z } from "zod";
import { idempotencyKey, notBlank } from "../../common/fields";
import { checkoutInput, checkoutLineInput, MAX_CHECKOUT_LINES } from "../ordering/line-schemas";
import { orderSchema, taxLineSchema } from "../orders/schemas";

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
  /**
   * For an order placed to be paid now: the payment provider's hosted page to send the buyer to.
   * The order is confirmed by the provider's event, and cancelled if the page expires unpaid. Null: pay in store.
   */
  payment_url: z.string().nullable(),
});
export type PlacedOrderDto = z.infer<typeof placedOrderSchema>;

/** A cart's lines, to read what each costs now (checkout compares them with what the cart saw). */
export const cartPricesInput = z.object({
  lines: z
    .array(checkoutLineInput, { error: "lines must be a list of products." })
    .min(1, "lines must name at least one product.")
    .max(MAX_CHECKOUT_LINES, `At most ${MAX_CHECKOUT_LINES} lines.`),
  /**
   * How the order would be received (for a delivery, the place's code from
   * /api/checkout/delivery-places): with it, the answer carries the order's estimate with sales tax.
   */
  fulfilment: z
    .object({
      method: z.enum(["pickup", "delivery"], { error: 'fulfilment.method must be "pickup" or "delivery".' }),
      place: z.string().trim().max(60, "place must be at most 60 characters.").optional(),
    })
    .optional(),
});

export type CartPricesInput = z.infer<typeof cartPricesInput>;

/** What an order of these lines would cost, sales tax included: an estimate until the order is placed. */
export const orderEstimateSchema = z.object({
  subtotal: z.number(),
  delivery_fee: z.number(),
  tax: z.number(),
  tax_lines: z.array(taxLineSchema),
  /** The place the order would be taxed at (the store's for pickup, the chosen one for delivery). */
  tax_place: z.string().nullable(),
  total: z.number(),
});
export type OrderEstimateDto = z.infer<typeof orderEstimateSchema>;

/** A place the shop delivers to, for checkout's list: the order is taxed at its rates. */
export const deliveryPlaceSchema = z.object({ code: z.string(), name: z.string() });
export const deliveryPlacesSchema = z.object({
  /** Where pickups are taxed: the store's own place (null before tax was set up). */
  store_place: z.string().nullable(),
  places: z.array(deliveryPlaceSchema),
});
export type DeliveryPlacesDto = z.infer<typeof deliveryPlacesSchema>;

/** Each asked line's unit price now, in the order asked; null for a product no longer sold. */
export const cartPricesSchema = z.object({
  lines: z.array(
    z.object({
      product_id: z.string(),
      size: z.string().nullable(),
      unit_price: z.number().nullable(),
    }),
  ),
  /**
   * With `fulfilment` asked, every line still sold and sized, and (for a delivery) a place on the
   * list: the order's estimate with sales tax; else null.
   */
  estimate: orderEstimateSchema.nullable(),
});
export type CartPricesDto = z.infer<typeof cartPricesSchema>;

/** A private order link's token (from /orders/{token}). */
export const trackingInput = z
  .object({ token: z.string().trim().min(1, "token is required.").max(200).meta(notBlank) })
  .strict();

export { idempotencyKey };
