import { orderPaymentChoices } from "@store/db/catalogue";
import { z } from "zod";
import { emailAddress, moneyAmount, optionalText, recordId, requiredText } from "../../common/fields";

// An order's lines and contact, as checkout, a team store's cart and a staff edit all take them.
// Shared with the web (through checkout/schemas): zod only, nothing server-only.

export const MAX_LINE_QUANTITY = 99;
export const MAX_CHECKOUT_LINES = 50;

/** A phone number the store can call back: digits and + ( ) - . or spaces, at least 7 digits. */
export const checkoutPhone = requiredText("Phone number", 40)
  .regex(/^[0-9 +().-]*$/, "Phone number may contain only digits, spaces and + ( ) - .")
  .refine((v) => v.replace(/\D/g, "").length >= 7, "Enter a phone number with at least 7 digits.")
  .meta({ allOf: [{ pattern: "^[ +().-]*(?:[0-9][ +().-]*){7,}$" }] });

export const deliveryAddressInput = z.object({
  line1: requiredText("Street address", 200),
  line2: optionalText("Apartment, suite, etc.", 200).transform((v) => v ?? undefined),
  city: requiredText("City", 100),
  state: z
    .string({ error: "State is required." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Use the 2-letter state code, like AL."),
  zip: z
    .string({ error: "ZIP code is required." })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code, like 35045."),
});
export type DeliveryAddressInput = z.infer<typeof deliveryAddressInput>;

export const fulfilmentInput = z.discriminatedUnion(
  "method",
  [
    z.object({ method: z.literal("pickup") }),
    z.object({
      method: z.literal("delivery"),
      address: deliveryAddressInput,
      place: z
        .string({ error: "place must be text." })
        .trim()
        .max(60, "place must be at most 60 characters.")
        .optional()
        .meta({
          description:
            "The code of the place delivered to, one of GET /api/checkout/delivery-places (ZIP codes do not identify Alabama tax jurisdictions). The order is taxed at that place's rates.",
        }),
    }),
  ],
  { error: 'fulfilment.method must be "pickup" or "delivery".' },
);

/**
 * One line of the cart: which product, in which size, how many. Any price sent along is ignored
 * (unknown keys are dropped): the server prices every line from the catalogue.
 */
export const checkoutLineInput = z.object({
  product_id: recordId,
  size: z
    .string({ error: "size must be text." })
    .trim()
    .max(40, "size must be at most 40 characters.")
    .nullish()
    .transform((v) => (v ? v : null)),
  quantity: z
    .number({ error: "quantity must be a number." })
    .int("quantity must be a whole number.")
    .min(1, "quantity must be at least 1.")
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}.`),
});

/** The most a unit can cost; a price the shopper saw above it is not a price. */
const MAX_UNIT_PRICE = 100_000;

/**
 * A cart's line as checkout sends it: the line, and optionally the unit price the shopper saw and
 * accepted. When it is sent and the store's price is different now, the order is refused (409),
 * naming the line with its old and new price, so nobody is charged a price they did not see.
 */
const chargedByTheStore = z
  .never({
    error:
      "What is charged is worked out by the store from its catalogue: leave amount and total out of the request (send expected_unit_price on a line to check a price).",
  })
  .optional()
  .meta({ description: "Never sent: the store works out what to charge." });

export const cartLineInput = checkoutLineInput.extend({
  unit_price: chargedByTheStore,
  price: chargedByTheStore,
  expected_unit_price: moneyAmount("expected_unit_price", MAX_UNIT_PRICE).optional().meta({
    description:
      "The unit price (dollars, size upcharge included) the shopper saw. Sent: a different current price refuses the order with 409. Left out: the current price is charged.",
  }),
});
export type CartLineInput = z.infer<typeof cartLineInput>;

const figuredByTheStore = z
  .never({ error: "Sales tax is figured by the store from its rates: leave tax out of the request." })
  .optional()
  .meta({ description: "Never sent: the store figures sales tax." });

/** Fields a client may not send: the store figures tax itself, and refuses an order that tries. */
export const noClientTax = { tax: figuredByTheStore, tax_lines: figuredByTheStore };

/** A total or an amount to charge is never the client's to say: an order that tries is refused. */
export const noClientAmount = {
  amount: chargedByTheStore,
  total: chargedByTheStore,
  subtotal: chargedByTheStore,
};

/** How the buyer pays, where the shop lets them choose; left out, the shop's own choice for checkout. */
export const orderPaymentChoice = z
  .enum(orderPaymentChoices, { error: `payment must be one of: ${orderPaymentChoices.join(", ")}.` })
  .optional()
  .meta({
    description:
      '"pay_now" opens the payment provider\'s hosted page (the answer\'s `payment_url`); "in_store" pays at the counter. Left out: what the shop offers first.',
  });

/** An order as the checkout form and integrators send it (POST /api/checkout). */
export const checkoutInput = z.object({
  ...noClientTax,
  ...noClientAmount,
  payment: orderPaymentChoice,
  customer: z.object({
    name: requiredText("Full name", 120),
    email: emailAddress,
    phone: checkoutPhone,
  }),
  fulfilment: fulfilmentInput,
  note: optionalText("Note", 1000),
  lines: z
    .array(cartLineInput, { error: "lines must be a list of products." })
    .min(1, "Your cart is empty: add at least one product.")
    .max(MAX_CHECKOUT_LINES, `An order can have at most ${MAX_CHECKOUT_LINES} lines.`),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;
