import { profiles } from "@store/db";
import { eq } from "drizzle-orm";
import type { Context } from "../../../context";
import type { CustomerDto } from "../schemas";
import { customerById } from "./sign-in";

/** The account's own details; the address stays the one proven (a new one signs in as itself). */
export async function updateProfile(
  ctx: Context & { customer: NonNullable<Context["customer"]> },
  input: { name: string | null; phone: string | null; reminders_opt_in: boolean },
): Promise<CustomerDto> {
  await ctx.db
    .update(profiles)
    .set({ fullName: input.name, phone: input.phone, remindersOptIn: input.reminders_opt_in })
    .where(eq(profiles.id, ctx.customer.id));
  return customerById(ctx, ctx.customer.id);
}
