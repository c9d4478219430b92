import { z } from "zod";
import { emailAddress, recordId } from "../../../common/fields";
import { newPasswordField } from "../../../common/password-rules";
import { staffRole } from "../schemas";

/** The owner's invitation: who, and with which role. */
export const invitationInput = z.object({ email: emailAddress, role: staffRole }).strict();

export const invitationIdInput = z.object({ id: recordId }).strict();

/** The e-mailed link's token (the part after # in its address). */
const linkToken = z
  .string({ error: "The link's token is required." })
  .trim()
  .min(20, "This link is incomplete. Open the whole address from the e-mail.")
  .max(200, "This link is not one of ours. Open the address from the e-mail.");

export const invitationTokenInput = z.object({ token: linkToken }).strict();

/** Accepting: the link's token and the password the person chooses. */
export const acceptInvitationInput = z.object({ token: linkToken, password: newPasswordField }).strict();

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRole,
  invited_by_email: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});

/** What the accept page shows before the password is chosen. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: staffRole,
  expires_at: z.string(),
});

export const acceptedInvitationSchema = z.object({
  email: z.string(),
  role: staffRole,
  /** True when the address had a customer account, now a staff account. */
  promoted: z.boolean(),
  message: z.string(),
});

export { linkToken };
export type InvitationInput = z.infer<typeof invitationInput>;
export type Invitation = z.infer<typeof invitationSchema>;
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
