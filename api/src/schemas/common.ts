import { z } from "zod";

/** Trimmed text that must not be empty; the message names what is missing. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Optional text: empty or absent becomes null. */
export const optionalText = (label: string, max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const emailAddress = z
  .string({ error: "Email address is required." })
  .trim()
  .min(1, "Email address is required.")
  .max(254, "Email address is too long.")
  .pipe(z.email("Enter a valid email address, like name@example.com."));

/** A record id as it appears in URLs; unknown ids are answered 404 by the services, not 400. */
export const recordId = z.string().trim().min(1, "id is required.").max(100);

/** An image or link address: absolute http(s) URL, or a path on this site such as /uploads/… */
export const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} is too long.`)
    .refine(
      (v) => v === "" || /^\/(?!\/)\S*$/.test(v) || isHttpUrl(v),
      `${label} must be a URL (https://… or /path).`,
    )
    .nullish()
    .transform((v) => (v ? v : null));

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
