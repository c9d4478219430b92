import type { Database } from "@store/db";
import { sql } from "drizzle-orm";
import type { Topic } from "./topics";

/**
 * Raises a topic's catalogue version and notifies, in the caller's transaction, exactly as the
 * triggers of migration 0005 do for the tables they watch: both take effect on commit and vanish
 * on rollback. For the one change they do not see, a size's stock crossing what shoppers are told
 * (sold out, only N left; size-stock.ts, decision 042).
 */
export async function catalogueChanged(tx: Database, topic: Topic): Promise<void> {
  await tx.execute(sql`update catalogue_versions set version = version + 1 where topic = ${topic}`);
  await tx.execute(sql`select pg_notify('catalogue_changed', ${topic})`);
}
