import { decorationProcesses } from "@store/db/catalogue";
import { z } from "zod";
import { decorationProcess, jobStage, overrideReason, productionDay } from "../jobs/schemas";

// The production calendar's inputs and answers: weekdays, capacities, blackouts, the week's loads.
// Loads and capacities only: nothing here is money.

const weekday = z
  .number({ error: "Each weekday is a number, 0 Sunday … 6 Saturday." })
  .int("Each weekday is a whole number, 0 Sunday … 6 Saturday.")
  .min(0, "Weekdays go from 0 (Sunday) to 6 (Saturday).")
  .max(6, "Weekdays go from 0 (Sunday) to 6 (Saturday).");

const dailyCapacity = z
  .number({ error: "A capacity is a number." })
  .int("A capacity is a whole number (pieces, or stitches for embroidery).")
  .min(1, "A capacity is at least 1; take a day off with a blackout instead.")
  .max(100_000_000, "That capacity is too large.");

export const calendarSettingsInput = z
  .object({
    weekdays: z
      .array(weekday)
      .min(1, "Choose at least one production weekday.")
      .max(7)
      .refine((days) => new Set(days).size === days.length, "Name each weekday once.")
      .optional(),
    /** Per process, the day's capacity (pieces; stitches for embroidery); those left out stay. */
    capacities: z
      .object(
        Object.fromEntries(decorationProcesses.map((p) => [p, dailyCapacity.optional()])) as Record<
          (typeof decorationProcesses)[number],
          z.ZodOptional<typeof dailyCapacity>
        >,
      )
      .strict()
      .optional(),
  })
  .strict();
export type CalendarSettingsInput = z.infer<typeof calendarSettingsInput>;

export const blackoutInput = z
  .object({
    day: productionDay("day"),
    reason: z
      .string({ error: "reason must be text." })
      .trim()
      .min(2, "Say why the shop is closed that day (a holiday, a trade show).")
      .max(200, "Keep the reason under 200 characters."),
  })
  .strict();
export type BlackoutInput = z.infer<typeof blackoutInput>;

export const blackoutDayInput = z.object({ day: productionDay("day") }).strict();

export const calendarSettingsSchema = z.object({
  weekdays: z.array(z.number().int()),
  capacities: z.array(
    z.object({
      process: decorationProcess,
      unit: z.enum(["pieces", "stitches"]),
      daily_capacity: z.number().int(),
    }),
  ),
  /** Blackout days from today on. */
  blackouts: z.array(z.object({ day: z.string(), reason: z.string() })),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

export const weekInput = z.object({ week: productionDay("week").optional() }).strict();
export type WeekInput = z.infer<typeof weekInput>;

const weekJob = z.object({
  id: z.string(),
  label: z.string(),
  title: z.string(),
  stage: jobStage,
  load: z.number().int(),
  late: z.boolean(),
  override_reason: z.string().nullable(),
});

export const weekSchema = z.object({
  /** The Monday the week starts on. */
  week: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      weekday: z.number().int(),
      production_day: z.boolean(),
      /** Why the shop is closed that day, when it is a blackout. */
      blackout: z.string().nullable(),
      processes: z.array(
        z.object({
          process: decorationProcess,
          unit: z.enum(["pieces", "stitches"]),
          load: z.number().int(),
          capacity: z.number().int(),
          over: z.boolean(),
          jobs: z.array(weekJob),
        }),
      ),
    }),
  ),
});
export type WeekAnswer = z.infer<typeof weekSchema>;

export const planInput = z.object({ from: productionDay("from").optional() }).strict();
export type PlanInput = z.infer<typeof planInput>;

export const planAnswerSchema = z.object({
  planned: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      title: z.string(),
      days: z.array(z.object({ day: z.string(), load: z.number().int() })),
      late: z.boolean(),
    }),
  ),
});
export type PlanAnswer = z.infer<typeof planAnswerSchema>;

export { overrideReason };
