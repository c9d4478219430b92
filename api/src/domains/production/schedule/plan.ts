import type { DecorationProcess } from "@store/db/catalogue";
import { addDays, weekdayOf } from "./days";

// The scheduler: a pure function from jobs, the shop's calendar and the work already on it to the
// days each job is made on. No database and no clock, so its rules are property-tested
// (test/production-plan.property.test.ts) and the same code plans a 60-order batch in microseconds.
//
// The rules (decision 090): jobs are taken in due-day order (then earliest start, then id, so the
// answer is the same for the same input); each job starts on its earliest start day or the first
// production day after it, takes what the day has left of its process's capacity, and spreads the
// rest over the following production days. Production days are the calendar's weekdays that are no
// blackout. A job whose last day is after its due day is late. Work already placed (by hand, even
// over capacity with an override) is never moved: it only takes capacity away.

export interface PlanJob {
  id: string;
  process: DecorationProcess;
  /** In the process's unit: pieces, or pieces × stitches for embroidery. Positive. */
  load: number;
  dueOn: string;
  /** The first day the job may be made on (today, or when its goods arrive). */
  earliestOn: string;
}

export interface PlanCalendar {
  /** 0 Sunday … 6 Saturday. */
  weekdays: readonly number[];
  blackouts: ReadonlySet<string>;
  capacity: Readonly<Record<DecorationProcess, number>>;
}

/** The load already on the calendar: `placed.get(day)?.get(process)`. */
export type PlacedLoads = ReadonlyMap<string, ReadonlyMap<DecorationProcess, number>>;

export interface PlannedJob {
  id: string;
  days: { day: string; load: number }[];
  /** The job's last day; null when it could not be placed at all (no production day in reach). */
  lastOn: string | null;
  /** Its last day is after its due day, or part of it could not be placed. */
  late: boolean;
  /** Load that found no room within the horizon (0 unless the calendar has no production day). */
  unplaced: number;
}

/**
 * How many days off in a row the scheduler looks through before it gives up on a job's rest (a
 * calendar with no production day left). Full days never stop it: they are finitely many.
 */
export const PLAN_HORIZON_DAYS = 3 * 366;

export const isProductionDay = (calendar: Pick<PlanCalendar, "weekdays" | "blackouts">, day: string) =>
  calendar.weekdays.includes(weekdayOf(day)) && !calendar.blackouts.has(day);

/** The order the scheduler takes jobs in: due day, then earliest start, then id. */
const byDue = (a: PlanJob, b: PlanJob) =>
  a.dueOn.localeCompare(b.dueOn) || a.earliestOn.localeCompare(b.earliestOn) || a.id.localeCompare(b.id);

/** Places every job; answers them in the order taken, with the days and loads of each. */
export function planJobs(
  jobs: readonly PlanJob[],
  calendar: PlanCalendar,
  placed: PlacedLoads,
): PlannedJob[] {
  // A copy of the calendar's loads that grows as jobs are placed.
  const used = new Map<string, number>();
  const key = (day: string, process: DecorationProcess) => `${day}|${process}`;
  for (const [day, byProcess] of placed)
    for (const [process, load] of byProcess) used.set(key(day, process), load);

  return [...jobs].sort(byDue).map((job) => {
    const capacity = calendar.capacity[job.process];
    const days: { day: string; load: number }[] = [];
    let remaining = job.load;
    for (let i = 0, off = 0; remaining > 0 && off < PLAN_HORIZON_DAYS && capacity > 0; i++) {
      const day = addDays(job.earliestOn, i);
      if (!isProductionDay(calendar, day)) {
        off++;
        continue;
      }
      off = 0;
      const k = key(day, job.process);
      const free = capacity - (used.get(k) ?? 0);
      if (free <= 0) continue;
      const take = Math.min(free, remaining);
      used.set(k, (used.get(k) ?? 0) + take);
      days.push({ day, load: take });
      remaining -= take;
    }
    const lastOn = days.at(-1)?.day ?? null;
    return {
      id: job.id,
      days,
      lastOn,
      late: remaining > 0 || lastOn === null || lastOn > job.dueOn,
      unplaced: remaining,
    };
  });
}
