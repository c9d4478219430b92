import type { Database } from "@store/db";
import { salesOver } from "./sales";
import type { HomeDto, HomeInput, SalesPeriod } from "./schemas";
import { workQueue } from "./work-queue";

/** The staff's home: today's work queue and the sales of the chosen period, in one answer. */
export async function staffHome({ db, input }: { db: Database; input: HomeInput }): Promise<HomeDto> {
  const [queue, sales] = await Promise.all([workQueue(db), salesOver(db, input.days as SalesPeriod)]);
  return { queue, sales };
}
