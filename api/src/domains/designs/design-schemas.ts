import { designStatuses } from "@store/db/catalogue";
import { z } from "zod";
import { formDataInput, notBlank, optionalText, recordId } from "../../common/fields";

// The design-status flow's shapes: proofs, their history, the customer's answer, staff's status
// moves. Shared with the web (through review/, quotes/ and submissions/ schemas): zod only.

export const proofSubjects = ["quote", "artwork"] as const;
export type ProofSubject = (typeof proofSubjects)[number];

/** One version of the artwork sent for approval, with the customer's answer once given. */
export const proofSchema = z.object({
  version: z.number().int(),
  file_url: z.string(),
  file_name: z.string(),
  file_type: z.string(),
  file_size: z.number().int(),
  message: z.string().nullable(),
  response: z.enum(["approved", "changes_requested"]).nullable(),
  response_comment: z.string().nullable(),
  responded_at: z.string().nullable(),
  created_at: z.string(),
});
export type ProofDto = z.infer<typeof proofSchema>;

/** A quote or an artwork request in a customer's list (their account, the admin's customer record). */
export const requestSummarySchema = z.object({
  kind: z.enum(proofSubjects),
  id: z.string(),
  reference: z.string(),
  team_name: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/** One step of the history: who did what and when. */
export const eventSchema = z.object({
  kind: z.string(),
  actor: z.enum(["staff", "customer"]),
  actor_name: z.string(),
  message: z.string().nullable(),
  proof_version: z.number().int().nullable(),
  from_status: z.enum(designStatuses).nullable(),
  to_status: z.enum(designStatuses).nullable(),
  at: z.string(),
});
export type EventDto = z.infer<typeof eventSchema>;

/**
 * A proof upload: one `file` (JPEG, PNG, GIF or PDF, at most 10 MB) and an optional `message`
 * for the customer. Which quote or request it belongs to comes from the path or the procedure.
 */
export const proofFormInput = formDataInput("Send the proof as multipart/form-data.")
  .transform((form, ctx) => {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      if (key in fields) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} was sent more than once.` });
      } else if (key === "file") {
        fields.file = typeof value === "string" ? undefined : value;
      } else if (typeof value !== "string") {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} must be text, not a file.` });
      } else {
        fields[key] = value;
      }
    }
    return fields;
  })
  .pipe(
    z
      .object({
        id: recordId,
        subject: z.enum(proofSubjects, { error: 'subject must be "quote" or "artwork".' }),
        file: z.instanceof(File, { error: "Choose the proof file to send (JPEG, PNG, GIF or PDF)." }),
        message: optionalText("Message", 2000),
      })
      .strict(),
  );
export type ProofFormInput = z.infer<typeof proofFormInput>;

/** The customer's private link, as it appears in the address. */
export const reviewToken = z
  .string({ error: "The link is incomplete." })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "This link is not valid. Use the link from your e-mail.");

export const reviewTokenInput = z.object({ token: reviewToken }).strict();

/** The answer's own fields, whoever sends it (a private link, or the customer's account). */
export const answerFields = {
  decision: z.enum(["approve", "request_changes"], {
    error: 'decision must be "approve" or "request_changes".',
  }),
  comment: optionalText("Comment", 2000),
  /** The version the customer looked at: answering an older one than the latest is refused. */
  proof_version: z.number().int().positive().nullish(),
};

/** Asking for changes says what to change; the document says so too. */
export const withAnswerRules = <
  T extends z.ZodType<{ decision: string; comment?: string | null | undefined }>,
>(
  schema: T,
) =>
  schema
    .superRefine((answer, ctx) => {
      if (answer.decision === "request_changes" && !answer.comment) {
        ctx.addIssue({ code: "custom", path: ["comment"], message: "Tell us what to change." });
      }
    })
    .meta({
      anyOf: [
        { properties: { decision: { const: "approve" } } },
        { properties: { comment: { type: "string", ...notBlank } }, required: ["comment"] },
      ],
    });

/** The customer's answer to the latest proof (or to the quote when no proof was needed). */
export const reviewResponseInput = withAnswerRules(
  z.object({ token: reviewToken, ...answerFields }).strict(),
);
export type ReviewResponseInput = z.infer<typeof reviewResponseInput>;

/** A quote's or request's status, as staff set it. */
export const designStatus = z.enum(designStatuses, {
  error: `status must be one of: ${designStatuses.join(", ")}.`,
});

/** A status set by hand; which moves are allowed is the service's rule (staffStatusMoves). */
export const designStatusInput = z.object({ id: recordId, status: designStatus }).strict();
export type DesignStatusInput = z.infer<typeof designStatusInput>;

export const recordIdInput = z.object({ id: recordId }).strict();
