import { productionJobDays } from "@store/db";
import { capacityUnitOf, decorationProcessLabels } from "@store/db/catalogue";
import { eq, sql } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import type { ChangeArgs, ClockArgs } from "../../service-args";
import { recordAudit } from "../../staff/audit-records";
import { readCalendar } from "../calendar/calendar-settings";
import { findJob, getJob, jobLabel, loadOf } from "../jobs/job-cards";
import type { JobDetail, ScheduleJobInput } from "../jobs/schemas";
import { placedLoads } from "./day-loads";
import { weekdayOf } from "./days";

// Staff put a whole job on one day (a drag on the calendar, or "Schedule on…"). The calendar's
// rules hold unless staff override them with a reason: no work on a blackout or a day the shop does
// not decorate, and no day past its process's capacity. An override is kept on the job's day and
// in the audit log.

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export async function scheduleJob(args: ChangeArgs<ScheduleJobInput> & ClockArgs): Promise<JobDetail> {
  const { db, actor, input, now } = args;
  await db.transaction(async (tx) => {
    // One placement at a time: two staff filling the same day cannot both take its last room.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('production_calendar'))`);
    const job = await findJob(tx, input.id, true);
    const calendar = await readCalendar(tx, input.day);
    const load = loadOf(job);
    const unit = capacityUnitOf(job.process);
    const process = decorationProcessLabels[job.process];
    const broken: string[] = [];
    const blackout = calendar.blackouts.get(input.day);
    if (blackout !== undefined) broken.push(`${input.day} is a blackout day (${blackout})`);
    else if (!calendar.weekdays.includes(weekdayOf(input.day)))
      broken.push(`the shop does not decorate on ${WEEKDAYS[weekdayOf(input.day)]}s`);
    const already =
      (await placedLoads(tx, input.day, input.day, job.id)).get(input.day)?.get(job.process) ?? 0;
    const capacity = calendar.capacity[job.process];
    if (already + load > capacity)
      broken.push(
        `${process} on ${input.day} already has ${already} of ${capacity} ${unit}, and ${jobLabel(job.number)} needs ${load}`,
      );
    if (broken.length > 0 && !input.override)
      throw AppError.conflict(
        `${jobLabel(job.number)} cannot go on ${input.day}: ${broken.join("; ")}. Choose another day, or override with a reason.`,
      );
    const before = await tx.select().from(productionJobDays).where(eq(productionJobDays.jobId, job.id));
    await tx.delete(productionJobDays).where(eq(productionJobDays.jobId, job.id));
    const overridden = broken.length > 0;
    await tx.insert(productionJobDays).values({
      jobId: job.id,
      day: input.day,
      load,
      overrideBy: overridden ? actor.id : null,
      overrideReason: overridden ? (input.reason ?? null) : null,
    });
    await recordAudit(tx, actor, {
      action: overridden ? "production.schedule_override" : "production.scheduled",
      entity: "production",
      entityId: job.id,
      summary: overridden
        ? `Put ${jobLabel(job.number)} ${job.title} on ${input.day} over the calendar's rules (${broken.join("; ")}): ${input.reason}.`
        : `Put ${jobLabel(job.number)} ${job.title} on ${input.day} (${load} ${unit}).`,
      before: { days: before.map((d) => ({ day: d.day, load: d.load })) },
      after: { days: [{ day: input.day, load }], override_reason: overridden ? input.reason : null },
    });
  });
  return getJob({ db, id: input.id, now });
}
