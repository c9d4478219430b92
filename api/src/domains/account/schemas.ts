import { apparelSizes, sizedCategories } from "@store/db/catalogue";
import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "../../common/fields";
import { answerFields, withAnswerRules } from "../review/schemas";

const linkToken = z
  .string({ error: "The link is incomplete." })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "This link is not valid. Use the link from your newest e-mail.");

/** Asking for a sign-in e-mail: only the address (its answer is the same for every address). */
export const signInRequestInput = z.object({ email: emailAddress }).strict();
export const signInLinkInput = z.object({ token: linkToken }).strict();
export const signInCodeInput = z
  .object({
    email: emailAddress,
    code: z
      .string({ error: "Enter the 6-digit code from the e-mail." })
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail."),
  })
  .strict();

export const customerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  reminders_opt_in: z.boolean(),
});
export type CustomerDto = z.infer<typeof customerSchema>;

export const profileUpdateInput = z
  .object({
    name: optionalText("Name", 120),
    phone: optionalText("Phone", 40),
    reminders_opt_in: z.boolean(),
  })
  .strict();

/** A record of the account, by its id (a UUID): anything else can name nothing of theirs. */
const recordId = z
  .string({ error: "id is required." })
  .trim()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    "id is a UUID, like 3f2b…-….",
  );
export const accountIdInput = z.object({ id: recordId }).strict();

/** A size per kind of worn item (t-shirts, hoodies, jerseys...), from the sizing guides' sizes. */
const playerSizes = z.partialRecord(
  z.enum(sizedCategories, {
    error: "Sizes are kept per kind of item: t-shirts, sweatshirts, hoodies or apparel.",
  }),
  z.enum(apparelSizes, { error: "Choose a size from the sizing guide, like Youth M or Adult L." }),
);
export const playerFields = z
  .object({
    name: requiredText("Player name", 60),
    number: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, "A number is 1 to 3 digits, like 7 or 00.")
      .nullish()
      .transform((v) => v ?? null),
    sizes: playerSizes.default({}),
    season: z
      .string()
      .trim()
      .regex(/^\d{4}(-\d{2,4})?$/, "A season is a year, like 2026 or 2026-27."),
  })
  .strict();
export const playerInput = playerFields;
export const playerUpdateInput = playerFields.extend({ id: recordId });
export const playersSaveInput = z.object({ players: z.array(playerFields).min(1).max(60) }).strict();
export const playerSchema = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  sizes: z.partialRecord(z.enum(sizedCategories), z.enum(apparelSizes)),
  season: z.string(),
  updated_at: z.string(),
});
export type PlayerDto = z.infer<typeof playerSchema>;

export const addressInput = z
  .object({
    label: requiredText("Label", 40),
    line1: requiredText("Street address", 120),
    line2: optionalText("Apartment, suite", 120),
    city: requiredText("City", 80),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "State is two letters, like AL.")
      .transform((s) => s.toUpperCase()),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "ZIP code is 5 digits, like 35045."),
  })
  .strict();
export const addressSchema = z.object({
  id: z.string(),
  label: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type AddressDto = z.infer<typeof addressSchema>;

/** A quote or an artwork request in the account: which, and its id. */
export const designRefInput = z.object({ kind: z.enum(["quote", "artwork"]), id: recordId }).strict();
export const designAnswerInput = withAnswerRules(
  z.object({ kind: z.enum(["quote", "artwork"]), id: recordId, ...answerFields }).strict(),
);

/** Reordering an earlier order: its lines into the cart, sized for a saved player when named. */
export const reorderInput = z.object({ id: recordId, player_id: recordId.nullish() }).strict();
export const cartLineSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number(),
  /** The size changed from the one ordered (the saved player's newer size). */
  resized_from: z.string().nullable(),
});
/** A team order's line again, for its store's team cart: the store's price, the name and number. */
export const teamReorderLineSchema = z.object({
  item_id: z.string(),
  product_name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  /** As it prints (upper-cased); null when nothing is printed. */
  name: z.string().nullable(),
  number: z.string().nullable(),
  /** The store's price, with the personalisation fee when printed (the team's share is inside). */
  unit_price: z.number(),
  resized_from: z.string().nullable(),
});
export const teamReorderSchema = z.object({
  /** The same store, open: its link name, team, and access code (the family ordered there before). */
  store: z.object({ slug: z.string(), team_name: z.string(), access_code: z.string().nullable() }),
  lines: z.array(teamReorderLineSchema),
  unavailable: z.array(z.string()),
});
export type TeamReorderDto = z.infer<typeof teamReorderSchema>;
export const reorderSchema = z.object({
  /** Lines for the shop's cart; always empty for a team order (its lines are in `team`). */
  lines: z.array(cartLineSchema),
  /** Lines of the old order that can no longer be bought, named. */
  unavailable: z.array(z.string()),
  /** A team order: its lines for the same store's team cart; null for any other order. */
  team: teamReorderSchema.nullable(),
});

export const privacyRequestInput = z.object({ action: z.enum(["export", "delete"]) }).strict();
export const privacyConfirmInput = signInLinkInput;
