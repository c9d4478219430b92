import { staffRoles } from "@store/db/catalogue";
import { z } from "zod";
import { emailAddress } from "../../common/fields";
import { allPermissions, type Permission } from "../../common/permissions";

const MAX = 128;

/** Sign-in: any non-empty password is checked. */
export const loginInput = z
  .object({
    email: emailAddress,
    password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(MAX),
  })
  .strict();

/**
 * The old password sign-up's body, kept so its clients still get an answer: the password is read
 * and dropped (customers sign in by e-mailed link, decision 051). Extra fields, a role among them,
 * are still refused.
 */
export const registerInput = z
  .object({
    email: emailAddress,
    password: z.string().max(MAX, `Password must be at most ${MAX} characters.`).optional(),
  })
  .strict();

export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum([...staffRoles, "customer"]),
  /** What this person's role allows (the portal offers only these screens); empty for a customer. */
  permissions: z.array(z.enum(allPermissions as [Permission, ...Permission[]])),
  /** Present (true) when the owner requires two-factor sign-in and this person must set it up first. */
  two_factor_setup_required: z.literal(true).optional(),
});
export type PublicUser = z.infer<typeof publicUser>;
export type LoginInput = z.infer<typeof loginInput>;
