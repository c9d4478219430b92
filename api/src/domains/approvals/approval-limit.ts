import { type Database, staffSettings } from "@store/db";
import { eq } from "drizzle-orm";

/** The limit before the owner has saved one: every counter refund waits for a manager. */
export const DEFAULT_COUNTER_APPROVAL_LIMIT = 0;

/**
 * The most a counter person may give back without a manager (dollars). The settings row (id 1) may
 * not exist yet: the owner has never saved the sign-in rules, so the default holds.
 */
export async function counterApprovalLimit(db: Database): Promise<number> {
  const [row] = await db
    .select({ limit: staffSettings.counterApprovalLimit })
    .from(staffSettings)
    .where(eq(staffSettings.id, 1));
  return row ? Number(row.limit) : DEFAULT_COUNTER_APPROVAL_LIMIT;
}
