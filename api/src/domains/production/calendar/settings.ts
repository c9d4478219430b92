import { productionBlackouts, productionCalendar, productionCapacity } from "@store/db";
import { capacityUnitOf, decorationProcesses, decorationProcessLabels } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import type { ChangeArgs, ClockArgs } from "../../service-args";
import { recordAudit } from "../../staff/audit-records";
import { storeDayOf } from "../schedule/days";
import { readCalendar } from "./calendar-settings";
import type { BlackoutInput, CalendarSettings, CalendarSettingsInput } from "./schemas";

const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The calendar's settings: weekdays, each process's capacity and the blackouts from today on. */
export async function calendarSettings({
  db,
  now,
}: { db: ChangeArgs<unknown>["db"] } & ClockArgs): Promise<CalendarSettings> {
  const facts = await readCalendar(db, storeDayOf(now));
  return {
    weekdays: facts.weekdays,
    capacities: decorationProcesses.map((process) => ({
      process,
      unit: capacityUnitOf(process),
      daily_capacity: facts.capacity[process],
    })),
    blackouts: [...facts.blackouts].map(([day, reason]) => ({ day, reason })),
  };
}

export async function updateCalendarSettings(
  args: ChangeArgs<CalendarSettingsInput> & ClockArgs,
): Promise<CalendarSettings> {
  const { db, actor, input } = args;
  await db.transaction(async (tx) => {
    const before = await readCalendar(tx);
    const said: string[] = [];
    if (input.weekdays) {
      const weekdays = [...input.weekdays].sort();
      await tx
        .insert(productionCalendar)
        .values({ id: true, weekdays })
        .onConflictDoUpdate({ target: productionCalendar.id, set: { weekdays } });
      said.push(`production days ${weekdays.map((d) => WEEKDAY_NAMES[d]).join(", ")}`);
    }
    for (const process of decorationProcesses) {
      const dailyCapacity = input.capacities?.[process];
      if (dailyCapacity === undefined) continue;
      await tx
        .insert(productionCapacity)
        .values({ process, dailyCapacity })
        .onConflictDoUpdate({ target: productionCapacity.process, set: { dailyCapacity } });
      said.push(`${decorationProcessLabels[process]} ${dailyCapacity} ${capacityUnitOf(process)} a day`);
    }
    if (said.length === 0) return;
    const after = await readCalendar(tx);
    await recordAudit(tx, actor, {
      action: "production.calendar",
      entity: "production",
      entityId: "calendar",
      summary: `Changed the production calendar: ${said.join("; ")}.`,
      before: { weekdays: before.weekdays, capacity: before.capacity },
      after: { weekdays: after.weekdays, capacity: after.capacity },
    });
  });
  return calendarSettings(args);
}

export async function addBlackout(args: ChangeArgs<BlackoutInput> & ClockArgs): Promise<CalendarSettings> {
  const { db, actor, input } = args;
  await db.transaction(async (tx) => {
    const [added] = await tx.insert(productionBlackouts).values(input).onConflictDoNothing().returning();
    if (!added) {
      const [existing] = await tx
        .select()
        .from(productionBlackouts)
        .where(eq(productionBlackouts.day, input.day));
      throw AppError.conflict(
        `${input.day} is already a blackout day (${existing?.reason ?? "no reason"}). Remove it first to change its reason.`,
      );
    }
    await recordAudit(tx, actor, {
      action: "production.blackout_added",
      entity: "production",
      entityId: input.day,
      summary: `Made ${input.day} a blackout day: ${input.reason}.`,
      before: null,
      after: { day: input.day, reason: input.reason },
    });
  });
  return calendarSettings(args);
}

export async function removeBlackout(
  args: ChangeArgs<{ day: string }> & ClockArgs,
): Promise<CalendarSettings> {
  const { db, actor, input } = args;
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(productionBlackouts)
      .where(eq(productionBlackouts.day, input.day))
      .returning();
    if (!removed) throw AppError.notFound(`${input.day} is no blackout day; there is nothing to remove.`);
    await recordAudit(tx, actor, {
      action: "production.blackout_removed",
      entity: "production",
      entityId: input.day,
      summary: `${input.day} is a production day again (was: ${removed.reason}).`,
      before: { day: removed.day, reason: removed.reason },
      after: null,
    });
  });
  return calendarSettings(args);
}
