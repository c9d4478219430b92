import { z } from "zod";
import { recordId } from "../../common/fields";
import { staffRole } from "./schemas";

/** The owner gives a person another role. */
export const staffRoleInput = z.object({ id: recordId, role: staffRole }).strict();
export type StaffRoleInput = z.infer<typeof staffRoleInput>;

/** A person's account after a role change, deactivation or reactivation, and what ended with it. */
export const staffStatusSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRole,
  /** When the account was deactivated; null while it may sign in. */
  deactivated_at: z.string().nullable(),
  /** Sessions ended by this change (a role change or deactivation signs the person out). */
  sessions_ended: z.number().int(),
  /** API keys revoked by this change (a deactivation revokes them all). */
  keys_revoked: z.number().int(),
});
export type StaffStatus = z.infer<typeof staffStatusSchema>;
