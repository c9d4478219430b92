import { type DecorationProcess, decorationProcesses } from "@store/db/catalogue";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../src/domains/production/schedule/days";
import {
  isProductionDay,
  type PlacedLoads,
  type PlanCalendar,
  type PlanJob,
  planJobs,
} from "../src/domains/production/schedule/plan";

// The scheduler's promises, for any jobs and any calendar: never a day off, never over capacity,
// every load placed in full, and exactly the jobs that end after their due day flagged late.

const START = "2027-03-01";
const day = (max: number) => fc.integer({ min: 0, max }).map((n) => addDays(START, n));
const process = fc.constantFrom(...decorationProcesses);

const calendarArb: fc.Arbitrary<PlanCalendar> = fc.record({
  weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
  blackouts: fc.uniqueArray(day(60), { maxLength: 12 }).map((days) => new Set(days)),
  capacity: fc.record(
    Object.fromEntries(decorationProcesses.map((p) => [p, fc.integer({ min: 1, max: 50 })])) as Record<
      DecorationProcess,
      fc.Arbitrary<number>
    >,
  ),
});

const jobsArb: fc.Arbitrary<PlanJob[]> = fc
  .array(
    fc.record({ process, load: fc.integer({ min: 1, max: 200 }), dueOn: day(90), earliestOn: day(30) }),
    { maxLength: 12 },
  )
  .map((jobs) => jobs.map((job, i) => ({ ...job, id: `job-${i}` })));

/** Work already on the calendar, sometimes over capacity (an override): it only takes room away. */
const placedArb: fc.Arbitrary<PlacedLoads> = fc
  .array(fc.tuple(day(40), process, fc.integer({ min: 1, max: 80 })), { maxLength: 10 })
  .map((rows) => {
    const placed = new Map<string, Map<DecorationProcess, number>>();
    for (const [d, p, load] of rows) {
      const byProcess = placed.get(d) ?? new Map<DecorationProcess, number>();
      byProcess.set(p, (byProcess.get(p) ?? 0) + load);
      placed.set(d, byProcess);
    }
    return placed;
  });

describe("the production scheduler (pure)", () => {
  it("never places work on a blackout or a day off, nor before a job's earliest day", () => {
    fc.assert(
      fc.property(jobsArb, calendarArb, placedArb, (jobs, calendar, placed) => {
        const byId = new Map(jobs.map((j) => [j.id, j]));
        for (const planned of planJobs(jobs, calendar, placed))
          for (const { day: d } of planned.days) {
            expect(isProductionDay(calendar, d)).toBe(true);
            expect(calendar.blackouts.has(d)).toBe(false);
            expect(d >= (byId.get(planned.id)?.earliestOn ?? "")).toBe(true);
          }
      }),
    );
  });

  it("never takes a day over its process's capacity (with what was already placed)", () => {
    fc.assert(
      fc.property(jobsArb, calendarArb, placedArb, (jobs, calendar, placed) => {
        const added = new Map<string, number>();
        const byId = new Map(jobs.map((j) => [j.id, j]));
        for (const planned of planJobs(jobs, calendar, placed)) {
          const job = byId.get(planned.id);
          if (!job) throw new Error("unknown job");
          for (const { day: d, load } of planned.days) {
            expect(load).toBeGreaterThan(0);
            const k = `${d}|${job.process}`;
            added.set(k, (added.get(k) ?? 0) + load);
          }
        }
        for (const [k, load] of added) {
          const [d, p] = k.split("|") as [string, DecorationProcess];
          const before = placed.get(d)?.get(p) ?? 0;
          // Nothing is added to a day already full; otherwise the day ends at most at capacity.
          expect(before + load).toBeLessThanOrEqual(Math.max(calendar.capacity[p], before));
          if (before >= calendar.capacity[p]) expect(load).toBe(0);
        }
      }),
    );
  });

  it("places every job's whole load, each day once", () => {
    fc.assert(
      fc.property(jobsArb, calendarArb, placedArb, (jobs, calendar, placed) => {
        const planned = planJobs(jobs, calendar, placed);
        expect(planned.map((p) => p.id).sort()).toEqual(jobs.map((j) => j.id).sort());
        for (const p of planned) {
          const job = jobs.find((j) => j.id === p.id);
          expect(p.unplaced).toBe(0);
          expect(p.days.reduce((sum, d) => sum + d.load, 0)).toBe(job?.load);
          expect(new Set(p.days.map((d) => d.day)).size).toBe(p.days.length);
        }
      }),
    );
  });

  it("flags every job whose last day is after its due day, and no job that is on time", () => {
    fc.assert(
      fc.property(jobsArb, calendarArb, placedArb, (jobs, calendar, placed) => {
        for (const p of planJobs(jobs, calendar, placed)) {
          const job = jobs.find((j) => j.id === p.id);
          const last = p.days
            .map((d) => d.day)
            .sort()
            .at(-1);
          expect(p.lastOn ?? undefined).toBe(last);
          expect(p.late).toBe(last !== undefined && job !== undefined && last > job.dueOn);
        }
      }),
    );
  });

  it("takes jobs in due-day order: an earlier-due job is never started after a later-due one of its process", () => {
    fc.assert(
      fc.property(jobsArb, calendarArb, (jobs, calendar) => {
        const planned = planJobs(jobs, calendar, new Map());
        const byId = new Map(jobs.map((j) => [j.id, j]));
        for (const a of planned)
          for (const b of planned) {
            const ja = byId.get(a.id);
            const jb = byId.get(b.id);
            if (!ja || !jb || ja.process !== jb.process || ja.earliestOn !== jb.earliestOn) continue;
            if (ja.dueOn < jb.dueOn && a.days[0] && b.days[0])
              expect(a.days[0].day <= b.days[0].day).toBe(true);
          }
      }),
    );
  });

  it("spreads a big job over the following production days", () => {
    const calendar: PlanCalendar = {
      weekdays: [1, 2, 3, 4, 5],
      blackouts: new Set(["2027-03-03"]),
      capacity: { screen_print: 100, embroidery: 1000, sublimation: 10, heat_transfer: 10 },
    };
    const [planned] = planJobs(
      [{ id: "a", process: "screen_print", load: 250, dueOn: "2027-03-04", earliestOn: "2027-03-01" }],
      calendar,
      new Map([["2027-03-01", new Map([["screen_print", 40]])]]) as PlacedLoads,
    );
    expect(planned?.days).toEqual([
      { day: "2027-03-01", load: 60 },
      { day: "2027-03-02", load: 100 },
      { day: "2027-03-04", load: 90 },
    ]);
    expect(planned?.late).toBe(false);
  });
});
