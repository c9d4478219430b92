import { type Database, productionBlackouts, productionCalendar, productionCapacity } from "@store/db";
import {
  type DecorationProcess,
  decorationProcesses,
  defaultDailyCapacity,
  defaultProductionWeekdays,
} from "@store/db/catalogue";
import { asc, gte } from "drizzle-orm";
import type { PlanCalendar } from "../schedule/plan";

// The shop's production calendar as stored, with the catalogue's defaults where nothing is: the
// weekdays it decorates, each process's daily capacity and the blackout days.

export interface CalendarFacts {
  weekdays: number[];
  capacity: Record<DecorationProcess, number>;
  blackouts: Map<string, string>;
}

/** The calendar the scheduler and the checks read; blackouts from `from` on (all when not said). */
export async function readCalendar(db: Database, from?: string): Promise<CalendarFacts> {
  const [[calendar], capacities, blackouts] = await Promise.all([
    db.select().from(productionCalendar),
    db.select().from(productionCapacity),
    db
      .select()
      .from(productionBlackouts)
      .where(from ? gte(productionBlackouts.day, from) : undefined)
      .orderBy(asc(productionBlackouts.day)),
  ]);
  const capacity = { ...defaultDailyCapacity };
  for (const row of capacities) capacity[row.process] = row.dailyCapacity;
  return {
    weekdays: [...(calendar?.weekdays ?? defaultProductionWeekdays)].sort(),
    capacity,
    blackouts: new Map(blackouts.map((b) => [b.day, b.reason])),
  };
}

export const planCalendarOf = (facts: CalendarFacts): PlanCalendar => ({
  weekdays: facts.weekdays,
  blackouts: new Set(facts.blackouts.keys()),
  capacity: facts.capacity,
});

export const processesInOrder = decorationProcesses;
