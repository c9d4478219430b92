import { z } from "zod";
import { emailAddress } from "../../common/fields";

const MIN = 8;
const MAX = 128;

/** Sign-in: any non-empty password is checked (length rules apply when one is chosen). */
export const loginInput = z
  .object({
    email: emailAddress,
    password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(MAX),
  })
  .strict();

/** Registration; a role cannot be chosen here (extra fields are refused), every new user is a customer. */
export const registerInput = z
  .object({
    email: emailAddress,
    password: z
      .string({ error: "Password is required." })
      .min(MIN, `Password must be at least ${MIN} characters.`)
      .max(MAX, `Password must be at most ${MAX} characters.`),
  })
  .strict();

export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(["admin", "customer"]),
});
export type PublicUser = z.infer<typeof publicUser>;
export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;
