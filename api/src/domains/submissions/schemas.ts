import { designStatuses } from "@store/db/catalogue";
import { z } from "zod";
import { pagedAnswer, pagedListInput } from "../../common/admin-list";
import { artworkSortColumns } from "../../common/admin-list-facts";
import { emailAddress, formDataInput, idempotencyKey, requiredText, withoutNul } from "../../common/fields";
import { MAX_ARTWORK_FILES } from "../../common/uploads";
import { eventSchema, proofSchema } from "../designs/design-schemas";

// Shared by the server and the web forms: nothing here may import server-only code.

/** A contact message as the admin sees it. */
export const contactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  /** When staff first opened it; null while unread. */
  read_at: z.string().nullable(),
});
export type ContactSubmissionDto = z.infer<typeof contactSubmissionSchema>;

/** A custom artwork request as the admin sees it; uploaded_design_url joins addresses with ", ". */
export const artworkSubmissionSchema = z.object({
  id: z.string(),
  /** The request's number (3001, 3002, ...), read out on the phone as its reference. */
  number: z.number().int(),
  /** "A-3001": how the customer's e-mail, their page and the admin name the request. */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  team_name: z.string(),
  products_interested: z.string(),
  ordering_items: z.string(),
  artwork_details: z.string(),
  uploaded_design_url: z.string().nullable(),
  /** Where the request is: new, proof sent, approved, in production... (shared with quotes). */
  status: z.enum(designStatuses),
  created_at: z.string(),
});
export type ArtworkSubmissionDto = z.infer<typeof artworkSubmissionSchema>;

/** The answer to a new artwork request: the request, and the customer's private page (a path). */
export const artworkCreatedSchema = artworkSubmissionSchema.extend({
  /** "/review/<token>": only the answer and the customer's e-mail carry it; the store keeps its hash. */
  review_path: z.string(),
});
export type ArtworkCreated = z.infer<typeof artworkCreatedSchema>;

export const MAX_MESSAGE_LENGTH = 5000;
const MAX_ORDERING_ITEMS = 50;
const MAX_ORDERING_TEXT = 2000;

// requiredText refuses NUL, which PostgreSQL cannot store, with a 400 that names the field.
const storableText = requiredText;

/** Optional phone number: digits, spaces and + ( ) - . only; empty becomes null. */
export const phoneNumber = z
  .string({ error: "Phone number must be text." })
  .trim()
  .max(40, "Phone number must be at most 40 characters.")
  .regex(/^[0-9 +().-]*$/, "Phone number may contain only digits, spaces and + ( ) - .")
  .nullish()
  .transform((v) => (v ? v : null));

/** The contact form (spec §5): Full Name, Email Address and Message required, phone optional. */
export const contactInput = z
  .object({
    name: storableText("Full name"),
    email: emailAddress,
    phone: phoneNumber,
    message: storableText("Message", MAX_MESSAGE_LENGTH),
  })
  .strict();
export type ContactInput = z.infer<typeof contactInput>;

/** The contact form as a procedure takes it: the form, plus the attempt's idempotency key. */
export const contactRequestInput = contactInput.extend({ idempotency_key: idempotencyKey.optional() });
export type ContactRequestInput = z.infer<typeof contactRequestInput>;

const orderingItem = z
  .string({ error: "Each ordering item must be text." })
  .trim()
  .max(200, "Each ordering item must be at most 200 characters.")
  .refine((v) => !v.includes("\u0000"), "Ordering items contain an invalid character.")
  .meta(withoutNul);

/**
 * "What Are You Ordering?": one text already joined, or a list (checkboxes, repeated form fields).
 * Stored as ONE text joined by ", " (spec §3); absent or empty becomes "".
 */
export const orderingItems = z
  .union([orderingItem, z.array(orderingItem).max(MAX_ORDERING_ITEMS, "Too many ordering items.")], {
    error: "Ordering items must be text or a list of texts.",
  })
  .optional()
  .transform((v) => (Array.isArray(v) ? v : [v ?? ""]).filter((item) => item !== "").join(", "))
  .refine(
    (v) => v.length <= MAX_ORDERING_TEXT,
    `Ordering items must be at most ${MAX_ORDERING_TEXT} characters in all.`,
  );

/** The artwork form's text fields (spec §5); the web form validates with the same schema. */
export const artworkFields = z
  .object({
    name: storableText("Name"),
    email: emailAddress,
    team_name: storableText("Team name"),
    products_interested: storableText("Products you are interested in", 2000),
    ordering_items: orderingItems,
    artwork_details: storableText("Artwork details", MAX_MESSAGE_LENGTH),
  })
  .strict();
export type ArtworkFields = z.infer<typeof artworkFields>;

/**
 * The multipart artwork request: the text fields checked by `artworkFields`, plus the repeated
 * `files` entries (at most MAX_ARTWORK_FILES). The files' size and bytes are checked by the server.
 */
export const artworkFormInput = formDataInput("Send the artwork request as multipart/form-data.")
  .transform((form, ctx) => {
    // A Map, not an object literal, so field names like "__proto__" stay plain keys.
    const fields = new Map<string, string | string[]>();
    const files: File[] = [];
    for (const [key, value] of form.entries()) {
      if (key === "files") {
        if (typeof value !== "string") {
          // A browser sends an empty, nameless part when no file was picked: that is "no file".
          if (value.size > 0 || value.name !== "") files.push(value);
        } else if (value !== "") {
          ctx.addIssue({ code: "custom", path: ["files"], message: "files must be uploaded files." });
        }
      } else if (typeof value !== "string") {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} must be text, not a file.` });
      } else if (key === "ordering_items") {
        // The one field besides files that may repeat (one entry per checked item).
        const previous = fields.get(key);
        fields.set(key, Array.isArray(previous) ? [...previous, value] : [value]);
      } else if (fields.has(key)) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} was sent more than once.` });
      } else {
        fields.set(key, value);
      }
    }
    return { ...Object.fromEntries(fields), files };
  })
  .pipe(
    artworkFields.extend({
      files: z.array(z.instanceof(File)).max(MAX_ARTWORK_FILES, `Attach at most ${MAX_ARTWORK_FILES} files.`),
      idempotency_key: idempotencyKey.optional(),
    }),
  );
export type ArtworkFormInput = z.infer<typeof artworkFormInput>;

export { artworkSortColumns } from "../../common/admin-list-facts";

/** A page of artwork requests: search over name, email, team and products; an optional status. */
const artworkListFields = pagedListInput(artworkSortColumns, "created_at").extend({
  status: z
    .enum(designStatuses, { error: `status must be one of: ${designStatuses.join(", ")}.` })
    .optional(),
});
// prefault: no input at all means the first page with every default.
export const artworkListInput = artworkListFields.prefault({});
export type ArtworkListInput = z.infer<typeof artworkListInput>;
export const artworkExportInput = artworkListFields.omit({ page: true, page_size: true }).prefault({});
export type ArtworkExportInput = z.infer<typeof artworkExportInput>;

export const artworkPageSchema = pagedAnswer(artworkSubmissionSchema);

/** The tiles of the artwork screen (spec §9), computed by the database. */
export const artworkStatsSchema = z.object({
  total: z.number().int(),
  /** Sent in the current calendar month, in the store's time zone. */
  this_month: z.number().int(),
  /** Sent with at least one uploaded file. */
  with_uploads: z.number().int(),
});
export type ArtworkStats = z.infer<typeof artworkStatsSchema>;

/** One artwork request with its proofs and history, for its details in the admin. */
export const artworkDetailSchema = artworkSubmissionSchema.extend({
  proofs: z.array(proofSchema),
  history: z.array(eventSchema),
});
export type ArtworkDetailDto = z.infer<typeof artworkDetailSchema>;
