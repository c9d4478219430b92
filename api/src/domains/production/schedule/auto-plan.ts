import { productionJobDays, productionJobs } from "@store/db";
import { and, asc, ne, sql } from "drizzle-orm";
import type { ChangeArgs, ClockArgs } from "../../service-args";
import { recordAudit } from "../../staff/audit-records";
import { planCalendarOf, readCalendar } from "../calendar/calendar-settings";
import type { PlanAnswer, PlanInput } from "../calendar/schemas";
import { jobLabel, loadOf } from "../jobs/job-cards";
import { placedLoads } from "./day-loads";
import { storeDayOf } from "./days";
import { planJobs } from "./plan";

// "Plan the unscheduled jobs": every job not ready and not on the calendar yet is placed by the
// pure scheduler from today (or the day staff give), around the work already placed.

export async function planUnscheduled({
  db,
  actor,
  input,
  now,
}: ChangeArgs<PlanInput> & ClockArgs): Promise<PlanAnswer> {
  const today = storeDayOf(now);
  const from = input.from && input.from > today ? input.from : today;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('production_calendar'))`);
    const jobs = await tx
      .select()
      .from(productionJobs)
      .where(
        and(
          ne(productionJobs.stage, "ready"),
          sql`not exists (select 1 from ${productionJobDays} where ${productionJobDays.jobId} = ${productionJobs.id})`,
        ),
      )
      .orderBy(asc(productionJobs.dueOn), asc(productionJobs.number))
      .for("update");
    if (jobs.length === 0) return { planned: [] };
    const calendar = planCalendarOf(await readCalendar(tx, from));
    const placed = await placedLoads(tx, from, null);
    const planned = planJobs(
      jobs.map((j) => ({ id: j.id, process: j.process, load: loadOf(j), dueOn: j.dueOn, earliestOn: from })),
      calendar,
      placed,
    );
    const rows = planned.flatMap((p) => p.days.map((d) => ({ jobId: p.id, day: d.day, load: d.load })));
    if (rows.length) await tx.insert(productionJobDays).values(rows);
    const byId = new Map(jobs.map((j) => [j.id, j]));
    const answer = planned.map((p) => {
      const job = byId.get(p.id);
      return {
        id: p.id,
        label: job ? jobLabel(job.number) : "",
        title: job?.title ?? "",
        days: p.days,
        late: p.late,
      };
    });
    const late = answer.filter((a) => a.late);
    await recordAudit(tx, actor, {
      action: "production.planned",
      entity: "production",
      entityId: "calendar",
      summary: `Planned ${answer.length} ${answer.length === 1 ? "job" : "jobs"} from ${from}${
        late.length ? `; late: ${late.map((a) => a.label).join(", ")}` : ""
      }.`,
      before: null,
      after: { planned: answer.map((a) => ({ job: a.label, days: a.days })) },
    });
    return { planned: answer };
  });
}
