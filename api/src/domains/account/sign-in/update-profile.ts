import { type Database, profiles } from "@store/db";
import { eq } from "drizzle-orm";
import type { CustomerDto } from "../schemas";
import { customerById } from "./sign-in";

/** The account's own details; the address stays the one proven (a new one signs in as itself). */
export async function updateProfile({
  db,
  customer,
  input,
}: {
  db: Database;
  customer: { id: string };
  input: { name: string | null; phone: string | null; reminders_opt_in: boolean };
}): Promise<CustomerDto> {
  await db
    .update(profiles)
    .set({ fullName: input.name, phone: input.phone, remindersOptIn: input.reminders_opt_in })
    .where(eq(profiles.id, customer.id));
  return customerById({ db, customer });
}
