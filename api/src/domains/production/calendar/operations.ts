import { defineOperation } from "../../define";
import { planUnscheduled } from "../schedule/auto-plan";
import {
  blackoutDayInput,
  blackoutInput,
  calendarSettingsInput,
  calendarSettingsSchema,
  planAnswerSchema,
  planInput,
  weekInput,
  weekSchema,
} from "./schemas";
import { addBlackout, calendarSettings, removeBlackout, updateCalendarSettings } from "./settings";
import { readWeek } from "./week";

const tag = "Production";

/** The production calendar: its weekdays, capacities and blackouts, a week's loads, and the planner. */
export const productionCalendarOperations = {
  settings: defineOperation({
    kind: "query",
    access: "admin",
    permission: "production.view",
    handler: ({ ctx }) => calendarSettings({ db: ctx.db, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/production/calendar/settings",
      operationId: "getProductionCalendarSettings",
      summary:
        "The production weekdays (0 Sunday … 6 Saturday), each process's daily capacity (pieces; stitches for embroidery) and the blackout days from today on",
      tag,
      answer: calendarSettingsSchema,
    },
  }),
  updateSettings: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "production.schedule",
    input: calendarSettingsInput,
    handler: ({ ctx, input }) =>
      updateCalendarSettings({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "patch",
      path: "/api/production/calendar/settings",
      operationId: "updateProductionCalendarSettings",
      summary: "Change the production weekdays and any process's daily capacity (what is left out stays)",
      tag,
      json: "input",
      answer: calendarSettingsSchema,
    },
  }),
  addBlackout: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "production.schedule",
    input: blackoutInput,
    handler: ({ ctx, input }) => addBlackout({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/production/calendar/blackouts",
      operationId: "addProductionBlackout",
      summary: "Make a day a blackout day (the shop does not decorate), with why",
      tag,
      status: 201,
      json: "input",
      errors: [{ status: 409, description: "The day is already a blackout day." }],
      answer: calendarSettingsSchema,
    },
  }),
  removeBlackout: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "production.schedule",
    input: blackoutDayInput,
    handler: ({ ctx, input }) => removeBlackout({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "delete",
      path: "/api/production/calendar/blackouts/{day}",
      operationId: "removeProductionBlackout",
      summary: "Make a blackout day a production day again",
      tag,
      pathParams: [{ name: "day", description: "The blackout day, YYYY-MM-DD." }],
      answer: calendarSettingsSchema,
    },
  }),
  week: defineOperation({
    kind: "query",
    access: "admin",
    permission: "production.view",
    input: weekInput,
    handler: ({ ctx, input }) => readWeek({ db: ctx.db, input, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/production/calendar",
      operationId: "getProductionWeek",
      summary:
        "A week of the calendar (Monday to Sunday) by process: each day's load, capacity, over flag, day off or blackout, and the jobs on it",
      tag,
      query: [{ name: "week", description: "Any day of the week, YYYY-MM-DD (default: this week)." }],
      answer: weekSchema,
    },
  }),
  plan: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "production.schedule",
    input: planInput,
    handler: ({ ctx, input }) => planUnscheduled({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/production/plan",
      operationId: "planProductionJobs",
      summary:
        "Put every unscheduled open job on the calendar: production days only, each day filled up to its capacity, jobs by due day; answers each job's days and whether it is late",
      tag,
      json: "input",
      optionalJson: true,
      answer: planAnswerSchema,
    },
  }),
};
