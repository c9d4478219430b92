import { sql } from "drizzle-orm";

export const totalSql = sql`1`;
