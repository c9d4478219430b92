import { z } from "zod";
import { pagedAnswer, pagedListInput } from "../../common/admin-list";
import { contactSortColumns } from "../../common/admin-list-facts";
import { recordId } from "../../common/fields";
import { contactSubmissionSchema } from "./schemas";

// Shared by the server and the contact messages screen: nothing here may import server-only code.

export { contactSortColumns };

/** A page of contact messages: search over name, e-mail and message; `unread=true` for unread only. */
const contactListFields = pagedListInput(contactSortColumns, "created_at").extend({
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false." })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
});
// prefault: no input at all means the first page with every default.
export const contactListInput = contactListFields.prefault({});
export type ContactListInput = z.infer<typeof contactListInput>;

export const contactPageSchema = pagedAnswer(contactSubmissionSchema);

/** The tiles of the messages screen, counted by the database. */
export const contactStatsSchema = z.object({
  total: z.number().int(),
  /** Not opened by anyone yet. */
  unread: z.number().int(),
  /** Sent in the current calendar month, in the store's time zone. */
  this_month: z.number().int(),
});
export type ContactStats = z.infer<typeof contactStatsSchema>;

/** Marks a message read (as opening it does) or unread again. */
export const contactReadInput = z
  .object({
    id: recordId,
    read: z.boolean({ error: "read must be true or false." }),
  })
  .strict();
export type ContactReadInput = z.infer<typeof contactReadInput>;
export const contactReadBody = contactReadInput.omit({ id: true });
