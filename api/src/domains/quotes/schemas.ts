import {
  findAddOn,
  findPackage,
  isTeamSport,
  rushTimeframes,
  teamPricing,
  teamSportLabels,
  teamSports,
} from "@store/db/catalogue";
import { z } from "zod";
import { pagedAnswer, pagedListInput } from "../../common/admin-list";
import { quoteSortColumns } from "../../common/admin-list-facts";
import {
  emailAddress,
  formDataInput,
  idempotencyKey,
  optionalText,
  recordId,
  requiredText,
} from "../../common/fields";
import { parseRoster, rosterMessages } from "../../common/roster-read";
import { MAX_ARTWORK_FILES } from "../../common/uploads";
import { designStatus, eventSchema, proofSchema } from "../designs/design-schemas";
import { phoneNumber } from "../submissions/schemas";
import { MAX_ITEM_QUANTITY } from "./quote-limits";
import { priceListRule } from "./quote-price-list";
import { roster } from "./roster";

// Shared by the server and the quote form: nothing here may import server-only code.

export { MAX_ITEM_QUANTITY } from "./quote-limits";

const quoteItem = z.object({
  name: requiredText("Item name", 100),
  quantity: z
    .number({ error: "Quantity must be a number." })
    .int("Quantity must be a whole number.")
    .min(1, "Quantity must be at least 1.")
    .max(MAX_ITEM_QUANTITY, `Quantity must be at most ${MAX_ITEM_QUANTITY}.`),
});

/** A calendar day as YYYY-MM-DD (the date input's own format). */
const calendarDay = z
  .string({ error: "Needed-by date must be a date." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the needed-by date as YYYY-MM-DD.")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)), "Enter a real calendar date.")
  // Date.parse takes any day up to 31 in any month; `format: date` says a real one (a little stricter).
  .meta({ format: "date", allOf: [{ pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$" }] })
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * A team's quote request as the form and integrators send it. Prices are never sent: the server
 * prices the package, the add-ons and the rush fee from the catalogue.
 */
export const quoteFields = z
  .object({
    team_name: requiredText("Team name", 120),
    contact_name: requiredText("Your name", 120),
    email: emailAddress,
    phone: phoneNumber,
    sport: z.enum(teamSports, { error: "Choose a sport." }),
    package: requiredText("Package", 100),
    additional_items: z
      .array(quoteItem, { error: "Additional items must be a list." })
      .max(20, "At most 20 additional items.")
      .default([]),
    // An empty form field means standard delivery, like leaving the field out.
    rush: z.preprocess(
      (v) => (v === "" ? null : v),
      z
        .enum(rushTimeframes, { error: `Rush must be one of: ${rushTimeframes.join(", ")}, or none.` })
        .nullish()
        .transform((v) => v ?? null),
    ),
    needed_by: calendarDay,
    colors: optionalText("Team colours", 200),
    artwork_notes: optionalText("Artwork notes", 5000),
    design: z
      .string()
      .trim()
      .regex(/^(design-\d{1,3})?$/, "design must be a stock design id like design-3.")
      .nullish()
      .transform((v) => (v ? v : null)),
    roster: roster.default([]),
  })
  .superRefine((quote, ctx) => {
    if (!isTeamSport(quote.sport)) return;
    const label = teamSportLabels[quote.sport];
    if (!findPackage(quote.sport, quote.package)) {
      const names = teamPricing[quote.sport].packages.map((p) => p.name);
      ctx.addIssue({
        code: "custom",
        path: ["package"],
        message: `Choose one of the ${label} packages: ${names.join(", ")}.`,
      });
    }
    const seen = new Set<string>();
    quote.additional_items.forEach((item, i) => {
      if (!findAddOn(quote.sport, item.name)) {
        ctx.addIssue({
          code: "custom",
          path: ["additional_items", i, "name"],
          message: `"${item.name}" is not on the ${label} price list.`,
        });
      } else if (seen.has(item.name)) {
        ctx.addIssue({
          code: "custom",
          path: ["additional_items", i, "name"],
          message: `"${item.name}" is listed twice: give one line with the total quantity.`,
        });
      }
      seen.add(item.name);
    });
  })
  .meta(priceListRule());
export type QuoteFields = z.infer<typeof quoteFields>;
export type QuoteFieldsInput = z.input<typeof quoteFields>;

/** Fields that arrive as JSON text inside a multipart form. */
const jsonFields = new Set(["additional_items", "roster"]);

/**
 * The multipart quote request: text fields, `additional_items` and `roster` as JSON text, or the
 * roster as CSV (`roster_csv`, text or a file) read by the same parser as the form, plus up to
 * MAX_ARTWORK_FILES artwork `files` (checked like the artwork request's).
 */
export const quoteFormInput = formDataInput("Send the quote request as multipart/form-data.")
  .transform(async (form, ctx) => {
    const fields = new Map<string, unknown>();
    const files: File[] = [];
    for (const [key, value] of form.entries()) {
      if (key === "files") {
        if (typeof value !== "string" && (value.size > 0 || value.name !== "")) files.push(value);
        continue;
      }
      if (fields.has(key)) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} was sent more than once.` });
        continue;
      }
      if (key === "roster_csv") {
        fields.set(key, typeof value === "string" ? value : await value.text());
      } else if (typeof value !== "string") {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} must be text, not a file.` });
      } else if (jsonFields.has(key)) {
        try {
          fields.set(key, value === "" ? undefined : JSON.parse(value));
        } catch {
          ctx.addIssue({ code: "custom", path: [key], message: `${key} must be JSON.` });
        }
      } else {
        fields.set(key, value);
      }
    }
    const csv = fields.get("roster_csv");
    fields.delete("roster_csv");
    if (typeof csv === "string" && csv.trim() !== "") {
      if (fields.has("roster")) {
        ctx.addIssue({
          code: "custom",
          path: ["roster_csv"],
          message: "Send the roster once: roster or roster_csv.",
        });
      }
      const parsed = parseRoster(csv);
      for (const message of rosterMessages(parsed)) {
        ctx.addIssue({ code: "custom", path: ["roster_csv"], message });
      }
      fields.set("roster", parsed.rows);
    }
    return { ...Object.fromEntries(fields), files };
  })
  .pipe(
    quoteFields.safeExtend({
      files: z.array(z.instanceof(File)).max(MAX_ARTWORK_FILES, `Attach at most ${MAX_ARTWORK_FILES} files.`),
      idempotency_key: idempotencyKey.optional(),
    }),
  );
export type QuoteFormInput = z.infer<typeof quoteFormInput>;

const estimateSchema = z.object({
  lines: z.array(
    z.object({
      kind: z.enum(["package", "players", "item", "rush"]),
      label: z.string(),
      quantity: z.number().int(),
      unit_price: z.number(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
});

/** The answer to a quote request: its number and the coach's private page. */
export const quoteRequestedSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  reference: z.string(),
  estimate: estimateSchema,
  review_path: z.string(),
});
export type QuoteRequested = z.infer<typeof quoteRequestedSchema>;

/** A quote as the admin list shows it. */
export const quoteListItemSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  reference: z.string(),
  status: designStatus,
  team_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  sport: z.enum(teamSports),
  package: z.string(),
  players: z.number().int(),
  rush: z.string().nullable(),
  needed_by: z.string().nullable(),
  estimate: z.number(),
  final_price: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

/** Everything about one quote: the request, the price, the proofs and who did what. */
export const quoteSchema = quoteListItemSchema.extend({
  phone: z.string().nullable(),
  additional_items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  colors: z.string().nullable(),
  artwork_notes: z.string().nullable(),
  design: z.string().nullable(),
  roster: z.array(z.object({ name: z.string(), number: z.string(), size: z.string() })),
  files: z.array(z.object({ name: z.string(), url: z.string() })),
  estimate_lines: estimateSchema.shape.lines,
  quote_message: z.string().nullable(),
  order: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  proofs: z.array(proofSchema),
  history: z.array(eventSchema),
});
export type QuoteDto = z.infer<typeof quoteSchema>;

export { quoteSortColumns } from "../../common/admin-list-facts";

/** A page of quotes: search over team, contact, e-mail and number; an optional status. */
const quoteListFields = pagedListInput(quoteSortColumns, "created_at").extend({
  status: designStatus.optional(),
});
export const quoteListInput = quoteListFields.prefault({});
export type QuoteListInput = z.infer<typeof quoteListInput>;
export const quotePageSchema = pagedAnswer(quoteListItemSchema);

/** The quotes screen's tiles, counted by the database. */
export const quoteStatsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  awaiting_customer: z.number().int(),
  approved: z.number().int(),
  in_production: z.number().int(),
});
export type QuoteStats = z.infer<typeof quoteStatsSchema>;

/** Staff price a quote and send it: the customer gets an e-mail with their private link. */
export const sendQuoteInput = z
  .object({
    id: recordId,
    final_price: z
      .number({ error: "Final price must be a number of dollars." })
      .positive("Final price must be more than $0.")
      .max(1_000_000, "Final price must be at most $1,000,000.")
      .refine((v) => Math.round(v * 100) === v * 100 || Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
        message: "Final price has at most 2 decimals (cents).",
      })
      .meta({ multipleOf: 0.01 }),
    message: optionalText("Message", 2000),
  })
  .strict();
export type SendQuoteInput = z.infer<typeof sendQuoteInput>;

export {
  type DesignStatusInput,
  designStatus,
  designStatusInput,
  recordIdInput,
} from "../designs/design-schemas";
