import { z } from "zod";
import { emailAddress } from "../../../common/fields";
import { newPasswordField } from "../../../common/password-rules";
import { linkToken } from "../invitations/schemas";

/** "Forgot password?": the address to send a reset link to. */
export const passwordResetRequestInput = z.object({ email: emailAddress }).strict();

/** The reset link's token and the new password. */
export const passwordResetInput = z.object({ token: linkToken, password: newPasswordField }).strict();

/** Changing one's own password: the current one proves it is really you. */
export const passwordChangeInput = z
  .object({
    current_password: z
      .string({ error: "Your current password is required." })
      .min(1, "Your current password is required.")
      .max(128, "Your current password is at most 128 characters."),
    new_password: newPasswordField,
  })
  .strict();

export const messageAnswer = z.object({ message: z.string() });
export const passwordChangedAnswer = z.object({
  message: z.string(),
  /** How many of your other sessions (other browsers and devices) were signed out. */
  ended_sessions: z.number().int(),
});

export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;
