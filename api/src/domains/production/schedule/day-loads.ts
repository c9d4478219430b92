import { type Database, productionJobDays, productionJobs } from "@store/db";
import type { DecorationProcess } from "@store/db/catalogue";
import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { PlacedLoads } from "./plan";

/** The load on the calendar per day and process between two days (a job's own days left out when said). */
export async function placedLoads(
  db: Database,
  from: string,
  to: string | null,
  withoutJob?: string,
): Promise<Map<string, Map<DecorationProcess, number>>> {
  const rows = await db
    .select({
      day: productionJobDays.day,
      process: productionJobs.process,
      load: sql<number>`sum(${productionJobDays.load})::int`,
    })
    .from(productionJobDays)
    .innerJoin(productionJobs, eq(productionJobs.id, productionJobDays.jobId))
    .where(
      and(
        gte(productionJobDays.day, from),
        to ? lte(productionJobDays.day, to) : undefined,
        withoutJob ? ne(productionJobDays.jobId, withoutJob) : undefined,
      ),
    )
    .groupBy(productionJobDays.day, productionJobs.process);
  const placed = new Map<string, Map<DecorationProcess, number>>();
  for (const r of rows) {
    const byProcess = placed.get(r.day) ?? new Map<DecorationProcess, number>();
    byProcess.set(r.process, Number(r.load));
    placed.set(r.day, byProcess);
  }
  return placed satisfies PlacedLoads;
}
