import { staffRoles } from "@store/db/catalogue";
import { z } from "zod";
import { emailAddress, recordId } from "../../common/fields";
import { newPasswordField } from "../../common/password-rules";

export const staffRole = z.enum(staffRoles, {
  error: `Choose a role: ${staffRoles.join(", ")}.`,
});

/**
 * A new staff account: the one set of rules for the portal's form, the server and the admin CLI
 * (`npm run admin -- create`). Passwords: common/password-rules.ts (8-128 characters) and, on the
 * server, the common-password list (auth/password-policy.ts).
 */
export const staffAccountInput = z
  .object({
    email: emailAddress,
    password: newPasswordField,
    /** The CLI and older scripts create owners; the portal invites with a chosen role. */
    role: staffRole.default("owner"),
  })
  .strict();

export const staffIdInput = z.object({ id: recordId }).strict();

export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRole,
  created_at: z.string(),
  /** The latest sign-in (from the audit log, or a session still kept from before it); else null. */
  last_sign_in_at: z.string().nullable(),
  /** When the owner deactivated the account (it cannot sign in); null while it may. */
  deactivated_at: z.string().nullable(),
  /** True on the caller's own account. */
  is_you: z.boolean(),
});

/** A created account; `promoted` when the email was a customer's account, now staff with the new password. */
export const createdStaffSchema = staffAccountSchema.extend({ promoted: z.boolean() });

export const removedStaffSchema = z.object({ id: z.string(), email: z.string() });

export type StaffAccountInput = z.input<typeof staffAccountInput>;
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export type CreatedStaff = z.infer<typeof createdStaffSchema>;
export type RemovedStaff = z.infer<typeof removedStaffSchema>;
