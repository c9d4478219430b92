import { z } from "zod";
import { formDataInput, recordId, requiredText } from "../../common/fields";

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

/** A quote's exemptions: those of the record its order will belong to (none while the coach has no record). */
export const quoteExemptionsSchema = z.object({
  customer_id: z.string().nullable(),
  exemptions: z.array(exemptionSchema),
});
export type QuoteExemptionsDto = z.infer<typeof quoteExemptionsSchema>;

export const customerExemptionsInput = z.object({ id: recordId }).strict();
export const exemptionIdInput = z.object({ id: recordId }).strict();

const day = z
  .string({ error: "expires_on must be a date (YYYY-MM-DD)." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expires_on must be a date (YYYY-MM-DD).")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "expires_on is not a real date.");

/** The fields of a new exemption, the same for the form and the API; the document travels beside them. */
export const exemptionFields = z
  .object({
    kind: z.enum(exemptionKinds, { error: "kind must be school_po, nonprofit or resale." }),
    organisation: requiredText("The organisation's name"),
    number: requiredText("The PO, certificate or resale number", 100),
    expires_on: day.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.kind === "school_po" && value.expires_on) {
      ctx.addIssue({
        code: "custom",
        path: ["expires_on"],
        message: "A school purchase order has no expiry date: leave expires_on out.",
      });
    }
    if (value.kind !== "school_po" && !value.expires_on) {
      ctx.addIssue({
        code: "custom",
        path: ["expires_on"],
        message: "Give the certificate's expiry date (expires_on, YYYY-MM-DD).",
      });
    }
  });
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
    return { id, fields: rest, document: files[0] as File };
  })
  .pipe(z.object({ id: recordId, fields: exemptionFields, document: z.instanceof(File) }));
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
