import { z } from "zod";
import { formDataInput, recordId, requiredText } from "../../common/fields";
import { appliedExemptionSchema } from "../orders/schemas";

// Shared by the server and the web forms: nothing here may import server-only code.

export const exemptionKinds = ["school_po", "nonprofit", "resale"] as const;
export type ExemptionKind = (typeof exemptionKinds)[number];

/** The kinds in the words staff read. */
export const exemptionKindWords: Record<ExemptionKind, string> = {
  school_po: "School purchase order",
  nonprofit: "Nonprofit certificate",
  resale: "Resale number",
};

/** Where an exemption stands today: only a verified one that has not expired can be applied. */
export const exemptionStatuses = ["verified", "awaiting check", "expired"] as const;

/** A customer's exemption as staff see it. */
export const exemptionSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  kind: z.enum(exemptionKinds),
  /** The school, nonprofit or business. */
  organisation: z.string(),
  /** The PO, certificate or resale number. */
  number: z.string(),
  /** The last day it is good for (YYYY-MM-DD); null for a school's PO, which has none. */
  expires_on: z.string().nullable(),
  document_name: z.string(),
  document_type: z.string(),
  /** Staff's path to the document (GET, staff only). */
  document_url: z.string(),
  verified_by: z.string().nullable(),
  verified_at: z.string().nullable(),
  /** "expired" once its last day has passed (store time), else "verified" or "awaiting check". */
  status: z.enum(exemptionStatuses),
  created_at: z.string(),
});
export type ExemptionDto = z.infer<typeof exemptionSchema>;

/** The exemptions an order or a quote can take: its customer record's (for a quote, none while the coach has no record). */
export const exemptionChoicesSchema = z.object({
  customer_id: z.string().nullable(),
  exemptions: z.array(exemptionSchema),
  /** The exemption the order or quote carries now, or null. */
  applied: appliedExemptionSchema.nullable(),
});
export type ExemptionChoicesDto = z.infer<typeof exemptionChoicesSchema>;

export const customerExemptionsInput = z.object({ id: recordId }).strict();
export const exemptionIdInput = z.object({ id: recordId }).strict();

/** What every kind has: whose it is and its number. */
const exemptionBase = {
  organisation: requiredText("The organisation's name"),
  number: requiredText("The PO, certificate or resale number", 100),
};

/**
 * The fields of a new exemption, the same for the form and the API; the document travels beside
 * them. A school's PO has no expiry; a certificate or resale number is good up to its last day.
 * Written as one shape per kind so the REST document states the rule too (not strict: the
 * multipart form's document sits beside these fields in the document's schema).
 */
export const exemptionFields = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("school_po"),
      ...exemptionBase,
      expires_on: z
        .never({ error: "A school purchase order has no expiry date: leave expires_on out." })
        .optional(),
    }),
    z.object({
      kind: z.enum(["nonprofit", "resale"]),
      ...exemptionBase,
      expires_on: z.iso.date({
        error: "Give the certificate's last valid day as expires_on, written YYYY-MM-DD (a real day).",
      }),
    }),
  ],
  { error: "kind must be school_po, nonprofit or resale." },
);
export type ExemptionFields = z.infer<typeof exemptionFields>;

/** How to send a new exemption, for a body that is not a readable upload form. */
export const SEND_EXEMPTION_AS_MULTIPART =
  "Send the exemption as multipart/form-data: kind, organisation, number, expires_on (not for a school PO) and the document in a field named document.";

/** The upload form: the fields above, one document, and the customer's id from the path. */
export const addExemptionInput = formDataInput(SEND_EXEMPTION_AS_MULTIPART)
  .transform((form, ctx) => {
    const fields = new Map<string, string>();
    const files: File[] = [];
    for (const [key, value] of form.entries()) {
      if (key === "document") {
        // A browser sends an empty, nameless part when no file was picked: that is "no file".
        if (typeof value !== "string" && (value.size > 0 || value.name !== "")) files.push(value);
      } else if (typeof value !== "string") {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} must be text, not a file.` });
      } else if (fields.has(key)) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} was sent more than once.` });
      } else if (value !== "") {
        fields.set(key, value);
      }
    }
    if (files.length !== 1) {
      ctx.addIssue({
        code: "custom",
        path: ["document"],
        message: "Attach one document (the PO, certificate or resale form) as a PDF or a picture.",
      });
      return z.NEVER;
    }
    const { id, ...rest } = Object.fromEntries(fields);
    return { ...rest, id, document: files[0] as File } as Record<string, unknown>;
  })
  // The fields are checked as they are named on the form, so a refusal names `expires_on`, not a path.
  .pipe(z.object({ id: recordId, document: z.instanceof(File) }).and(exemptionFields));
export type AddExemptionInput = z.infer<typeof addExemptionInput>;

/** Why staff apply or remove an exemption: kept on the order's timeline and in the audit log. */
const reason = requiredText("The reason", 500);

/** Applying one of the customer's exemptions to an order or a quote (`id` is the order's or quote's). */
export const applyExemptionInput = z.object({ id: recordId, exemption_id: recordId, reason }).strict();
export type ApplyExemptionInput = z.infer<typeof applyExemptionInput>;
export const applyExemptionBody = applyExemptionInput.omit({ id: true });

export const removeExemptionInput = z.object({ id: recordId, reason }).strict();
export type RemoveExemptionInput = z.infer<typeof removeExemptionInput>;
export const removeExemptionBody = removeExemptionInput.omit({ id: true });

/** The rule's words, shown by the server's refusal and beside the web's hidden action alike. */
export const FAMILY_ORDER_RULE =
  "Team-store orders are families buying for their own use, which Alabama taxes even through a school or club: an exemption cannot apply.";
