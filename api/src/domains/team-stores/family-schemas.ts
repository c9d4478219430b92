import {
  sizedCategories,
  teamStorePersonalisations,
  teamStorePhases,
  teamStoreStatuses,
} from "@store/db/catalogue";
import { z } from "zod";
import { emailAddress, notBlank, recordId, requiredText } from "../../common/fields";
import {
  checkoutPhone,
  fulfilmentInput,
  MAX_CHECKOUT_LINES,
  MAX_LINE_QUANTITY,
  noClientTax,
} from "../ordering/line-schemas";
import { orderItemSchema, orderSchema } from "../orders/schemas";
import { teamStoreDistribution, teamStorePaymentMode, teamStoreSlug } from "./schemas";

// What families send and get back: the public store, a team checkout, the family's order link.
// Shared by the server and the web's forms: nothing here may import server-only code.

/** Keys a family may not send: the store sets every price. */
const PRICE_KEY = /price|total|fee|amount|fundraising|cost/i;

/** A closed object whose unknown keys are refused; a price among them is refused in those words. */
const closedObject = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== "unrecognized_keys") return undefined;
      const priced = issue.keys.filter((key) => PRICE_KEY.test(key));
      return priced.length > 0
        ? `Prices are set by the store: leave out ${priced.join(", ")}.`
        : `Unknown field: ${issue.keys.join(", ")}.`;
    },
  });

/** The access code as a family types it (compared without case or surrounding spaces). */
export const accessCodeField = z
  .string({ error: "Type the store's access code." })
  .trim()
  .min(1, "Type the store's access code.")
  .max(40, "The access code is at most 40 characters.");

export const familyStoreInput = closedObject({ slug: teamStoreSlug });
export const enterStoreInput = closedObject({ slug: teamStoreSlug, access_code: accessCodeField });

/** One item as families see it: the store's price and the rules its name and number follow. */
export const familyItemSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  /** The store's price before any name or number. */
  price: z.number(),
  /** Added to the price when a name or number is printed. */
  personalisation_fee: z.number(),
  /** The part of the price that goes to the team, per unit. */
  fundraising: z.number(),
  /** Sizes to choose from, smallest first; empty: one size. */
  sizes: z.array(z.string()),
  /** The kind of worn item a saved player's size is kept for (t-shirts, hoodies, apparel...); null: none. */
  size_kind: z.enum(sizedCategories).nullable(),
  /**
   * The sizing guide for the store's sport, a path on this site (null when there is none: the
   * item's garment chart is shown instead, read from its name and category).
   */
  size_guide_path: z.string().nullable(),
  /** The product's catalogue category, which with its name picks the garment's size chart. */
  product_category: z.string(),
  personalisation: z.enum(teamStorePersonalisations),
  personalisation_required: z.boolean(),
  max_name_length: z.number().int(),
  required: z.boolean(),
  in_bundle: z.boolean(),
});
export type FamilyItemDto = z.infer<typeof familyItemSchema>;

export const numberRulesSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  unique: z.boolean(),
  allow_unknown: z.boolean(),
});

/** The words a family reads about a store, and whether it takes orders now (by the server's clock). */
export const familyStoreSchema = z.object({
  locked: z.literal(false),
  slug: z.string(),
  team_name: z.string(),
  sport: z.string(),
  message: z.string().nullable(),
  /** The store's picture: the team's logo, else the approved proof of its quote; null: neither. */
  picture_url: z.string().nullable(),
  status: z.enum(teamStoreStatuses),
  /** preview: a draft shown to staff; upcoming: scheduled, not open yet; open; closed. */
  phase: z.enum(teamStorePhases),
  can_order: z.boolean(),
  /** Why ordering is refused now ("This store closed Fri Mar 6, 8:00 PM CT."), null when open. */
  notice: z.string().nullable(),
  opens_at: z.string(),
  /** "opens Mon Feb 23, 8:00 AM CT", only before a scheduled store opens. */
  opens_in_words: z.string().nullable(),
  closes_at: z.string(),
  closes_in_words: z.string(),
  distribution: teamStoreDistribution,
  distribution_words: z.string(),
  payment_mode: teamStorePaymentMode,
  payment_words: z.string(),
  /** The handout as facts: where, when, who hands out, who is paid (catalogue's handoutFacts). */
  handout: z.array(z.object({ label: z.string(), value: z.string() })),
  number_rules: numberRulesSchema,
  /** The roster's names for the pick-list (never an e-mail address). */
  players: z.array(z.string()),
  items: z.array(familyItemSchema),
});
export type FamilyStoreDto = z.infer<typeof familyStoreSchema>;

/** A store whose access code was not given: nothing of it but that a code is needed. */
export const lockedStoreSchema = z.object({ locked: z.literal(true), slug: z.string(), message: z.string() });

export const familyStoreAnswer = z.discriminatedUnion("locked", [lockedStoreSchema, familyStoreSchema]);
export type FamilyStoreAnswer = z.infer<typeof familyStoreAnswer>;

const printName = z
  .string({ error: "name must be text." })
  .max(60, "name must be at most 60 characters.")
  .nullish()
  .transform((v) => v ?? null);
const printNumber = z
  .string({ error: 'number must be text, like "12".' })
  .max(10, "number must be at most 10 characters.")
  .nullish()
  .transform((v) => v ?? null);
const size = z
  .string({ error: "size must be text." })
  .trim()
  .max(40, "size must be at most 40 characters.")
  .nullish()
  .transform((v) => (v ? v : null));

/** One line of a team cart: the item, its size, how many, and the name and number to print. */
export const teamLineInput = closedObject({
  item_id: recordId,
  size,
  quantity: z
    .number({ error: "quantity must be a number." })
    .int("quantity must be a whole number.")
    .min(1, "quantity must be at least 1.")
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}.`),
  name: printName,
  number: printNumber,
});
export type TeamLineInput = z.infer<typeof teamLineInput>;

const teamLines = z
  .array(teamLineInput, { error: "lines must be a list of items." })
  .min(1, "Your team cart is empty: add at least one item.")
  .max(MAX_CHECKOUT_LINES, `An order can have at most ${MAX_CHECKOUT_LINES} lines.`);

const orderFields = {
  ...noClientTax,
  customer: closedObject({
    name: requiredText("Your name", 120),
    email: emailAddress,
    phone: checkoutPhone,
  }),
  player_name: requiredText("Player's name", 80),
  /** Only when the store lets each family choose; otherwise the store's distribution decides. */
  fulfilment: fulfilmentInput.optional(),
  lines: teamLines,
};

/** A family's order (POST /api/team-stores/by-slug/{slug}/orders). */
export const teamCheckoutBody = closedObject({ ...orderFields, access_code: accessCodeField.optional() });
export const teamCheckoutInput = teamCheckoutBody.extend({
  slug: teamStoreSlug,
  idempotency_key: z.string().optional(),
});
export type TeamCheckoutInput = z.infer<typeof teamCheckoutInput>;

/** A late order staff add after close (POST /api/team-stores/{id}/late-orders). */
export const lateOrderBody = closedObject(orderFields);
export const lateOrderInput = lateOrderBody.extend({ id: recordId });
export type TeamOrderFields = z.infer<typeof lateOrderBody>;

/** A team order's line: the catalogue line with the item, name, number and what they add. */
export const teamOrderItemSchema = orderItemSchema.extend({
  team_store_item_id: z.string().nullable(),
  print_name: z.string().nullable(),
  print_number: z.string().nullable(),
  /** Part of unit_price: what the name and number add per unit. */
  personalisation_fee: z.number(),
  fundraising: z.number(),
});
export const teamOrderSchema = orderSchema.extend({
  player_name: z.string().nullable(),
  /** 1: ordered before close; 2: a late order staff added after. */
  team_batch: z.number().int().nullable(),
  items: z.array(teamOrderItemSchema),
});
export type TeamOrderDto = z.infer<typeof teamOrderSchema>;

/** The answer to a placed team order: the order and its private link (change or cancel until close). */
export const placedTeamOrderSchema = z.object({
  order: teamOrderSchema,
  number: z.number().int(),
  order_url: z.string(),
  order_path: z.string(),
  /** In a store that collects at order: the secure payment page to send the family to (null otherwise). */
  payment_url: z.string().nullable(),
});
export type PlacedTeamOrderDto = z.infer<typeof placedTeamOrderSchema>;

export const teamOrderTokenInput = closedObject({
  token: z.string().trim().min(1, "token is required.").max(200).meta(notBlank),
});

/** The family's order page: the order, its store, and whether it may still change. */
export const teamOrderViewSchema = z.object({
  order: teamOrderSchema,
  store: familyStoreSchema.pick({
    slug: true,
    team_name: true,
    sport: true,
    closes_at: true,
    closes_in_words: true,
    distribution_words: true,
    payment_mode: true,
    payment_words: true,
    handout: true,
    number_rules: true,
    items: true,
  }),
  can_change: z.boolean(),
  /** Where things stand, in words ("You can change sizes, names and numbers until ..."). */
  status_words: z.string(),
  /** The secure payment page still open for what the order owes (after a raise, or its first payment). */
  payment_url: z.string().nullable(),
  /** What that page takes. */
  payment_amount: z.number().nullable(),
});
export type TeamOrderViewDto = z.infer<typeof teamOrderViewSchema>;

/** A change to one line: any of size, name and number (null clears a name or number). */
export const teamLineChange = closedObject({
  id: recordId,
  size: size.optional(),
  name: printName.optional(),
  number: printNumber.optional(),
});
const changeFields = {
  lines: z.array(teamLineChange).max(MAX_CHECKOUT_LINES).optional(),
  cancel: z.literal(true, { error: "cancel may only be true." }).optional(),
};
const somethingToDo = {
  check: (v: { lines?: unknown[] | undefined; cancel?: true | undefined }) =>
    v.cancel === true || (v.lines?.length ?? 0) > 0,
  message: "Send the lines to change, or cancel: true.",
};
export const teamOrderChangeBody = closedObject(changeFields).refine(
  somethingToDo.check,
  somethingToDo.message,
);
export const teamOrderChangeInput = closedObject({
  token: z.string().trim().min(1, "token is required.").max(200).meta(notBlank),
  ...changeFields,
}).refine(somethingToDo.check, somethingToDo.message);
export type TeamOrderChangeInput = z.infer<typeof teamOrderChangeInput>;
