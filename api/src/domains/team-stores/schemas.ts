import {
  teamStoreDistributions,
  teamStorePaymentModes,
  teamStorePersonalisations,
  teamStoreStatuses,
} from "@store/db/catalogue";
import { z } from "zod";
import {
  emailAddress,
  moneyAmount,
  notBlank,
  optionalText,
  recordId,
  requiredText,
} from "../../common/fields";

// The team store's inputs and answers, one schema each, shared by the tRPC procedures, the REST
// adapters and the admin forms. Moments travel as ISO 8601 text in UTC; the forms enter and show
// them in America/Chicago (store-time.ts).

export const teamStoreStatus = z.enum(teamStoreStatuses);
export const teamStoreDistribution = z.enum(teamStoreDistributions, {
  error: "Choose how families receive their items: team_pickup, team_delivery or buyer_chooses.",
});
export const teamStorePaymentMode = z.enum(teamStorePaymentModes, {
  error: "Choose how families pay: pay_at_pickup, team_invoice or pay_at_order.",
});
export const teamStorePersonalisation = z.enum(teamStorePersonalisations, {
  error: "Personalisation must be none, name, number or both.",
});

/** A store's address part: lower-case letters, digits and single hyphens, 3-60 characters. */
export const teamStoreSlug = z
  .string({ error: "Store link is required." })
  .trim()
  .toLowerCase()
  .min(3, "Store link must be at least 3 characters.")
  .max(60, "Store link must be at most 60 characters.")
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "Store link may use only letters, digits and single hyphens (like eagles-baseball-2027).",
  );

export const isoMoment = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: `${label} must be a date and time (ISO 8601, e.g. 2027-03-06T20:00:00-06:00).`,
  });

/** The store's settings as staff enter them (create and update alike). */
export const teamStoreSettingsFields = z
  .object({
    slug: teamStoreSlug,
    team_name: requiredText("Team name", 120),
    sport: requiredText("Sport", 60),
    access_code: optionalText("Access code", 40),
    coach_name: requiredText("Coach name", 120),
    coach_email: emailAddress,
    opens_at: isoMoment("Opens at"),
    closes_at: isoMoment("Closes at"),
    distribution: teamStoreDistribution,
    payment_mode: teamStorePaymentMode,
    number_min: z
      .number()
      .int("Lowest number must be a whole number.")
      .min(0, "Lowest number cannot be negative.")
      .max(999),
    number_max: z
      .number()
      .int("Highest number must be a whole number.")
      .min(0)
      .max(999, "Highest number must be at most 999."),
    numbers_unique: z.boolean(),
    allow_unknown_number: z.boolean(),
    message: optionalText("Message to families", 500),
    /** The team's logo, an image of the library (`/uploads/...`); empty: the approved proof or an item's picture. */
    logo_url: optionalText("Team logo", 300),
    /** The handout: where, when and by whom; empty means at the store's counter, by its staff. */
    handout_place: optionalText("Handout place", 200),
    handout_when: optionalText("Handout day and time", 200),
    handout_by: optionalText("Handed out by", 120),
  })
  .strict();

export const teamStoreItemFields = z
  .object({
    product_id: recordId,
    price: moneyAmount("Store price", 10_000),
    fundraising: moneyAmount("Fundraising per item", 10_000).default(0),
    sizes: z.array(z.string().trim().min(1).max(40).meta(notBlank)).max(40).default([]),
    personalisation: teamStorePersonalisation.default("none"),
    personalisation_required: z.boolean().default(false),
    max_name_length: z
      .number()
      .int()
      .min(1, "Longest name must be at least 1 letter.")
      .max(30, "Longest name must be at most 30 letters.")
      .default(12),
    personalisation_fee: moneyAmount("Name and number fee", 1_000).default(0),
    required: z.boolean().default(false),
    in_bundle: z.boolean().default(false),
  })
  .strict();
export type TeamStoreItemFields = z.infer<typeof teamStoreItemFields>;

export const teamStorePlayerFields = z
  .object({
    name: requiredText("Player name", 80),
    number: optionalText("Number", 3),
    email: emailAddress.nullish().transform((v) => v ?? null),
  })
  .strict();
export type TeamStorePlayerFields = z.infer<typeof teamStorePlayerFields>;

export const teamStoreIdInput = z.object({ id: recordId }).strict();
export const teamStoreSlugInput = z.object({ slug: teamStoreSlug }).strict();

/** One item as staff see it. */
export const teamStoreItemSchema = teamStoreItemFields.extend({
  id: z.string(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  catalogue_price: z.number(),
  position: z.number().int(),
});
export type TeamStoreItemDto = z.infer<typeof teamStoreItemSchema>;

/** A stored item as the fields that save it again: what a store's copy and the item form start from. */
export const itemFieldsOf = (item: TeamStoreItemDto): TeamStoreItemFields => ({
  product_id: item.product_id,
  price: item.price,
  fundraising: item.fundraising,
  sizes: item.sizes,
  personalisation: item.personalisation,
  personalisation_required: item.personalisation_required,
  max_name_length: item.max_name_length,
  personalisation_fee: item.personalisation_fee,
  required: item.required,
  in_bundle: item.in_bundle,
});

export const teamStorePlayerSchema = teamStorePlayerFields.extend({ id: z.string() });
export type TeamStorePlayerDto = z.infer<typeof teamStorePlayerSchema>;

/** A store as staff see it: settings, items, roster, and what its clock says. */
export const teamStoreSchema = z.object({
  id: z.string(),
  slug: z.string(),
  team_name: z.string(),
  sport: z.string(),
  access_code: z.string().nullable(),
  coach_name: z.string(),
  coach_email: z.string(),
  status: teamStoreStatus,
  opens_at: z.string(),
  closes_at: z.string(),
  distribution: teamStoreDistribution,
  payment_mode: teamStorePaymentMode,
  number_min: z.number().int(),
  number_max: z.number().int(),
  numbers_unique: z.boolean(),
  allow_unknown_number: z.boolean(),
  message: z.string().nullable(),
  logo_url: z.string().nullable(),
  handout_place: z.string().nullable(),
  handout_when: z.string().nullable(),
  handout_by: z.string().nullable(),
  quote_id: z.string().nullable(),
  quote_number: z.number().int().nullable(),
  batch_one_frozen_at: z.string().nullable(),
  /** Money families still owe (both batches): what Complete warns of ("3 families still owe $322.90"). */
  unpaid: z.object({ orders: z.number().int(), owed: z.number(), words: z.string() }),
  items: z.array(teamStoreItemSchema),
  players: z.array(teamStorePlayerSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TeamStoreDto = z.infer<typeof teamStoreSchema>;
