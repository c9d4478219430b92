import { profiles } from "@store/db";
import { eq } from "drizzle-orm";
import type { CustomerArgs } from "../../service-args";
import type { CustomerDto } from "../schemas";
import { customerById } from "./sign-in";

/** The account's own details; the address stays the one proven (a new one signs in as itself). */
export async function updateProfile(
  options: CustomerArgs<{ name: string | null; phone: string | null; reminders_opt_in: boolean }>,
): Promise<CustomerDto> {
  const { db, customer, input } = options;
  await db
    .update(profiles)
    .set({ fullName: input.name, phone: input.phone, remindersOptIn: input.reminders_opt_in })
    .where(eq(profiles.id, customer.id));
  return customerById({ db, customer });
}
