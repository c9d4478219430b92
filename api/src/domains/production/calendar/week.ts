import { type Database, productionJobDays, productionJobs } from "@store/db";
import { capacityUnitOf, decorationProcesses } from "@store/db/catalogue";
import { and, asc, eq, gte, inArray, lte, max } from "drizzle-orm";
import type { ClockArgs, ReadArgs } from "../../service-args";
import { jobLabel } from "../jobs/job-cards";
import { addDays, mondayOf, storeDayOf, weekdayOf } from "../schedule/days";
import { readCalendar } from "./calendar-settings";
import type { WeekAnswer, WeekInput } from "./schemas";

// A week of the calendar by process: each day's load against its capacity, what is on it, and
// whether it is a day off or a blackout. Loads and names of jobs only: no money, no people.

export async function readWeek({ db, input, now }: ReadArgs<WeekInput> & ClockArgs): Promise<WeekAnswer> {
  const week = mondayOf(input.week ?? storeDayOf(now));
  const last = addDays(week, 6);
  const today = storeDayOf(now);
  const [calendar, rows] = await Promise.all([readCalendar(db, week), weekRows(db, week, last)]);
  const lastDays = await lastDaysOf(db, [...new Set(rows.map((r) => r.job.id))]);
  return {
    week,
    days: Array.from({ length: 7 }, (_, i) => {
      const day = addDays(week, i);
      const blackout = calendar.blackouts.get(day) ?? null;
      return {
        day,
        weekday: weekdayOf(day),
        production_day: blackout === null && calendar.weekdays.includes(weekdayOf(day)),
        blackout,
        processes: decorationProcesses.map((process) => {
          const here = rows.filter((r) => r.day === day && r.job.process === process);
          const load = here.reduce((n, r) => n + r.load, 0);
          const capacity = calendar.capacity[process];
          return {
            process,
            unit: capacityUnitOf(process),
            load,
            capacity,
            over: load > capacity,
            jobs: here.map((r) => {
              const end = lastDays.get(r.job.id) ?? day;
              return {
                id: r.job.id,
                label: jobLabel(r.job.number),
                title: r.job.title,
                stage: r.job.stage,
                load: r.load,
                late: r.job.stage !== "ready" && (end > r.job.dueOn || today > r.job.dueOn),
                override_reason: r.overrideReason,
              };
            }),
          };
        }),
      };
    }),
  };
}

const weekRows = (db: Database, from: string, to: string) =>
  db
    .select({
      day: productionJobDays.day,
      load: productionJobDays.load,
      overrideReason: productionJobDays.overrideReason,
      job: {
        id: productionJobs.id,
        number: productionJobs.number,
        title: productionJobs.title,
        process: productionJobs.process,
        stage: productionJobs.stage,
        dueOn: productionJobs.dueOn,
      },
    })
    .from(productionJobDays)
    .innerJoin(productionJobs, eq(productionJobs.id, productionJobDays.jobId))
    .where(and(gte(productionJobDays.day, from), lte(productionJobDays.day, to)))
    .orderBy(asc(productionJobDays.day), asc(productionJobs.dueOn), asc(productionJobs.number));

async function lastDaysOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productionJobDays.jobId, last: max(productionJobDays.day) })
    .from(productionJobDays)
    .where(inArray(productionJobDays.jobId, ids))
    .groupBy(productionJobDays.jobId);
  return new Map(rows.map((r) => [r.id, r.last ?? ""]));
}
