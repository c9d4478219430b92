import { designStatuses } from "@store/db/catalogue";
import { z } from "zod";
import { eventSchema, proofSchema, proofSubjects } from "../designs/design-schemas";
import { quoteSalesTaxSchema } from "../quotes/schemas";

// The customer's private review page; the proofs and answers it shows are the designs domain's.

export {
  answerFields,
  type EventDto,
  eventSchema,
  type ProofDto,
  type ProofFormInput,
  type ProofSubject,
  proofFormInput,
  proofSchema,
  proofSubjects,
  type ReviewResponseInput,
  reviewResponseInput,
  reviewToken,
  reviewTokenInput,
  withAnswerRules,
} from "../designs/design-schemas";

/** What the customer sees on their private page: the request, the price, the proofs, the history. */
export const reviewSchema = z.object({
  subject: z.enum(proofSubjects),
  reference: z.string(),
  status: z.enum(designStatuses),
  team_name: z.string(),
  contact_name: z.string(),
  created_at: z.string(),
  /** Quotes only: what was asked for and what it costs. */
  quote: z
    .object({
      sport: z.string(),
      package: z.string(),
      additional_items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      rush: z.string().nullable(),
      needed_by: z.string().nullable(),
      colors: z.string().nullable(),
      roster: z.array(z.object({ name: z.string(), number: z.string(), size: z.string() })),
      estimate: z.number(),
      estimate_lines: z.array(
        z.object({
          label: z.string(),
          quantity: z.number().int(),
          unit_price: z.number(),
          amount: z.number(),
        }),
      ),
      final_price: z.number().nullable(),
      /** Sales tax on the price: an estimate until the quote becomes an order, none when exempt. */
      sales_tax: quoteSalesTaxSchema,
      quote_message: z.string().nullable(),
      order: z.object({ number: z.number().int(), tracking_path: z.string().nullable() }).nullable(),
    })
    .nullable(),
  /** Artwork requests only: what the customer described. */
  artwork: z.object({ products_interested: z.string(), artwork_details: z.string() }).nullable(),
  proofs: z.array(proofSchema),
  history: z.array(eventSchema),
  /** True while a quote or proof waits for the customer's answer. */
  can_respond: z.boolean(),
});
export type ReviewDto = z.infer<typeof reviewSchema>;
