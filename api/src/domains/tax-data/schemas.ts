import { productCategories, taxLevels } from "@store/db/catalogue";

export { taxLevels };

import { z } from "zod";
import { moneyAmount, recordId, requiredText } from "../../common/fields";

// The staff's tax data (decision 083): places with their dated rates, holidays and the clothing
// categories. One schema per input, shared by tRPC, REST and the portal's forms.

/** A calendar day as YYYY-MM-DD (the date picker's own format), a real day of the calendar. */
export const calendarDay = (label: string) =>
  z.iso.date({ error: `${label} must be a date written YYYY-MM-DD (a real day of the calendar).` });

export const taxLevel = z.enum(taxLevels, { error: `Level must be one of: ${taxLevels.join(", ")}.` });

/** A rate in percent: 0 ends a jurisdiction's tax; under 20, at most 4 decimals (the column's scale). */
export const ratePercent = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z
    .number({ error: "Rate is required and must be a number of percent, like 4 or 2.5." })
    .finite("Rate must be a number.")
    .min(0, "Rate cannot be negative; 0 ends a jurisdiction's tax.")
    .lt(20, "Rate must be under 20 percent.")
    .refine(
      (v) => Math.abs(Math.round(v * 10000) - v * 10000) < 1e-6,
      "Rate can have at most 4 decimal places.",
    )
    .meta({ multipleOf: 0.0001 }),
);

/** Who checked a rate on the Department of Revenue's table, and the day they did. */
const confirmation = {
  confirmed_by: requiredText("Confirmed by (the person who checked the rate)", 120),
  confirmed_on: calendarDay("Confirmed on"),
};

/** One jurisdiction's rate from a day on. */
export const rateFields = z.object({
  level: taxLevel,
  jurisdiction: requiredText("Jurisdiction", 120),
  rate_percent: ratePercent,
  effective_from: calendarDay("Effective from"),
  source: requiredText("Source", 300),
  ...confirmation,
});
export type RateFields = z.infer<typeof rateFields>;

/** A dated rate added to an existing place (the path's `id`). */
export const addRateInput = rateFields.extend({ id: recordId }).strict();
export const addRateBody = rateFields.strict();
export type AddRateInput = z.infer<typeof addRateInput>;

export const confirmRateBody = z.object(confirmation).strict();
export const confirmRateInput = confirmRateBody.extend({ id: recordId }).strict();
export type ConfirmRateInput = z.infer<typeof confirmRateInput>;

/** A new place: its short code, name, whether it is offered for delivery, and any starting rates. */
export const addPlaceInput = z
  .object({
    code: z
      .string({ error: "Code is required." })
      .trim()
      .min(1, "Code is required.")
      .max(40, "Code must be at most 40 characters.")
      .regex(
        /^[a-z0-9-]+$/,
        "Code may hold only lowercase letters, digits and hyphens, like chilton-county.",
      ),
    name: requiredText("Name", 120),
    delivers: z.boolean({ error: "Say whether the shop delivers there (true or false)." }),
    rates: z.array(rateFields.strict()).max(10, "Add at most 10 rates with a new place.").default([]),
  })
  .strict();
export type AddPlaceInput = z.infer<typeof addPlaceInput>;

export const addHolidayInput = z
  .object({
    name: requiredText("Name", 120),
    starts_on: calendarDay("First day"),
    ends_on: calendarDay("Last day"),
    levels: z
      .array(taxLevel)
      .min(1, "Choose at least one level that takes part (the state always does).")
      // A level named twice means it once: a set, not a list.
      .transform((l) => [...new Set(l)]),
    article_limit: moneyAmount("Article limit", 10000),
  })
  .strict()
  .refine((h) => h.starts_on <= h.ends_on, {
    error: "The last day cannot be before the first day.",
    path: ["ends_on"],
  });
export type AddHolidayInput = z.infer<typeof addHolidayInput>;

export const productCategory = z.enum(productCategories, {
  error: `Category must be one of: ${productCategories.join(", ")}.`,
});
export const clothingCategoriesInput = z
  .object({
    categories: z.array(productCategory).transform((c) => [...new Set(c)]),
  })
  .strict();
export type ClothingCategoriesInput = z.infer<typeof clothingCategoriesInput>;

// Answers.

export const taxRateSchema = z.object({
  id: z.string(),
  level: taxLevel,
  jurisdiction: z.string(),
  rate_percent: z.number(),
  effective_from: z.string(),
  source: z.string().nullable(),
  confirmed_by: z.string().nullable(),
  confirmed_on: z.string().nullable(),
  /** The e-mail of the staff account that added it; null for the seed's rows or a removed account. */
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type TaxRateDto = z.infer<typeof taxRateSchema>;

export const taxPlaceSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  is_store: z.boolean(),
  delivers: z.boolean(),
  /** The rates an order placed today (store day) is taxed with, state first; 0-rate rows left out. */
  in_effect: z.array(taxRateSchema),
  /** The sum of the rates in effect, in percent. */
  combined_percent: z.number(),
  /** Rates that start on a later day, soonest first. */
  scheduled: z.array(taxRateSchema),
  /** Each jurisdiction with every rate it ever had, newest first. */
  history: z.array(z.object({ level: taxLevel, jurisdiction: z.string(), rates: z.array(taxRateSchema) })),
  /** A rate in effect or scheduled is not confirmed yet, or only the state's rate is known. */
  needs_confirmation: z.boolean(),
});
export type TaxPlaceDto = z.infer<typeof taxPlaceSchema>;

export const taxHolidaySchema = z.object({
  id: z.string(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  levels: z.array(taxLevel),
  /** Dollars. */
  article_limit: z.number(),
});
export type TaxHolidayDto = z.infer<typeof taxHolidaySchema>;

export const taxDataSchema = z.object({
  /** The store's day (America/Chicago) the answer was figured for. */
  today: z.string(),
  places: z.array(taxPlaceSchema),
  holidays: z.array(taxHolidaySchema),
  clothing_categories: z.array(z.object({ category: productCategory, clothing: z.boolean() })),
});
export type TaxDataDto = z.infer<typeof taxDataSchema>;
