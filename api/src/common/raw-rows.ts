import type { Database } from "@store/db";
import type { SQL } from "drizzle-orm";

/**
 * The rows of a hand-written query on either driver: PGlite answers `{ rows }`, postgres-js an
 * array. The caller names the row's shape because a raw query has no schema to infer it from.
 */
export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}
