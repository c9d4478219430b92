import { z } from "zod";

// `.meta()` below writes, for the OpenAPI document, the JSON Schema of a rule that a trim, a
// refine or a pipe checks out of `z.toJSONSchema`'s sight. Metadata is inherited by every schema
// chained after it and replaces a generated keyword of the same name, so each rule uses a keyword
// the chain does not generate (`not`, `allOf`, `format`), and the document's test checks the result.

/** JSON Schema: text with something besides spaces (what `.trim().min(1)` accepts). */
export const notBlank = { not: { pattern: "^\\s*$" } } as const;

/** JSON Schema: no NUL character, which PostgreSQL cannot store (said where a refine refuses it). */
export const withoutNul = { allOf: [{ not: { pattern: "\\u0000" } }] } as const;
/** Refused with a 400 that names the field: stored or looked up, NUL would be a 500 from PostgreSQL. */
export const hasNoNul = (value: string) => !value.includes("\u0000");

/** Trimmed text that must not be empty; the message names what is missing. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(hasNoNul, `${label} contains an invalid character.`)
    .meta({ ...notBlank, ...withoutNul });

/** Optional text: empty or absent becomes null. */
export const optionalText = (label: string, max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(hasNoNul, `${label} contains an invalid character.`)
    .meta(withoutNul)
    .nullish()
    .transform((v) => (v ? v : null));

export const emailAddress = z
  .string({ error: "Email address is required." })
  .trim()
  .min(1, "Email address is required.")
  .max(254, "Email address is too long.")
  .pipe(z.email("Enter a valid email address, like name@example.com."))
  // The pipe's input side is what the document shows: say the e-mail rule there too.
  .meta({ format: "email", pattern: z.regexes.email.source });

/** A record id as it appears in URLs; unknown ids are answered 404 by the services, not 400. */
export const recordId = z.string().trim().min(1, "id is required.").max(100).meta(notBlank);

/**
 * JSON Schema of a web address: a path on this site, or an http(s) URL whose host is a name (an
 * IPv4-looking, punycode or ported host is left out: `new URL` refuses some of those). Every text
 * it matches passes the refine below (webAddressPattern.test.ts); the refine accepts a few more.
 */
export const webAddressPattern =
  "^(?:/(?!/)\\S*|[Hh][Tt][Tt][Pp][Ss]?://(?:(?![Xx][Nn]--)[A-Za-z0-9-]+\\.)*(?![Xx][Nn]--)[A-Za-z][A-Za-z0-9-]*(?:[/?#]\\S*)?)?$";

const addressText = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} is too long.`)
    .refine(
      (v) => v === "" || /^\/(?!\/)\S*$/.test(v) || isHttpUrl(v),
      `${label} must be a URL (https://… or /path).`,
    );

/** An image or link address: absolute http(s) URL, or a path on this site such as /uploads/… */
export const webAddress = (label: string) =>
  addressText(label)
    .meta({ pattern: webAddressPattern })
    .nullish()
    .transform((v) => (v ? v : null));

/** A web address that must be given (an item of a list of pictures, say): never empty. */
export const requiredWebAddress = (label: string) =>
  addressText(label)
    .refine((v) => v !== "", `${label} cannot be empty.`)
    .meta({ pattern: webAddressPattern, minLength: 1 });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export const listLimit = z.coerce
  .number({ error: "limit must be a number." })
  .int("limit must be a whole number.")
  .min(1, "limit must be at least 1.")
  .max(500, "limit must be at most 500.");

/**
 * A multipart form as a procedure's input. Typed as the global `FormData` rather than through
 * `z.instanceof(FormData)`, which would name Node's own class in the declarations: the web's
 * callers then pass the browser's FormData to the typed procedure without a cast.
 */
export const formDataInput = (error: string) =>
  z.custom<FormData>((value) => value instanceof FormData, { error });

/** A client's key for one attempt at a create (an order, a message, a request): a retry makes nothing new. */
export const idempotencyKey = z
  .string({ error: "The idempotency key must be text." })
  .trim()
  .min(8, "The idempotency key must be at least 8 characters.")
  .max(200, "The idempotency key must be at most 200 characters.")
  .regex(/^[\x21-\x7e]+$/, "The idempotency key may contain only printable ASCII characters.");

const dollars = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A dollar amount staff type (a product's price, a size's upcharge): checked, never clamped. Empty,
 * non-numeric, negative, absurd (over `max`) or finer than a cent is refused with a message that
 * names the field ("Upcharge for Adult XXL cannot be negative."). Text holding a number is read as
 * that number, as the forms send it.
 */
export const moneyAmount = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z
      .number({ error: `${label} is required and must be a number.` })
      .finite(`${label} must be a number.`)
      .min(0, `${label} cannot be negative.`)
      .max(max, `${label} must be at most ${dollars(max)}.`)
      .refine(
        (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
        `${label} can have at most 2 decimal places.`,
      )
      .meta({ multipleOf: 0.01 }),
  );
