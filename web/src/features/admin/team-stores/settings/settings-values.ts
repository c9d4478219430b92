import "../../../../lib/zod-jitless";
import { teamStoreSettingsFields } from "@store/api/contracts";
import type { TeamStoreDistribution, TeamStorePaymentMode } from "@store/db/catalogue";
import type { z } from "zod";
import { fromCentralInput, toCentralInput } from "../central-time";

export type TeamStoreSettings = z.input<typeof teamStoreSettingsFields>;

/** The settings as the form holds them: moments as Chicago wall clocks, numbers as typed. */
export interface SettingsValues {
  slug: string;
  team_name: string;
  sport: string;
  access_code: string;
  coach_name: string;
  coach_email: string;
  opens_at: string;
  closes_at: string;
  distribution: TeamStoreDistribution;
  payment_mode: TeamStorePaymentMode;
  number_min: number | string;
  number_max: number | string;
  numbers_unique: boolean;
  allow_unknown_number: boolean;
  message: string;
  logo_url: string;
  handout_place: string;
  handout_when: string;
  handout_by: string;
}

export type SettingsKey = keyof SettingsValues;

export const allSettings: readonly SettingsKey[] = [
  "slug",
  "team_name",
  "sport",
  "access_code",
  "coach_name",
  "coach_email",
  "opens_at",
  "closes_at",
  "distribution",
  "payment_mode",
  "number_min",
  "number_max",
  "numbers_unique",
  "allow_unknown_number",
  "message",
  "logo_url",
  "handout_place",
  "handout_when",
  "handout_by",
];
/** A copy takes everything from the original but its name, link and dates. */
export const copySettings: readonly SettingsKey[] = ["team_name", "slug", "opens_at", "closes_at"];
/** A store from a quote takes the team, sport and coach from the quote. */
export const quoteSettings: readonly SettingsKey[] = [
  "slug",
  "opens_at",
  "closes_at",
  "distribution",
  "payment_mode",
];

const DAY = 24 * 60 * 60 * 1000;

/** A new store: opens tomorrow at 8 AM, closes two weeks later at 8 PM, Central time. */
export function blankSettings(now = new Date()): SettingsValues {
  const opens = toCentralInput(new Date(now.getTime() + DAY).toISOString()).slice(0, 10);
  const closes = toCentralInput(new Date(now.getTime() + 15 * DAY).toISOString()).slice(0, 10);
  return {
    slug: "",
    team_name: "",
    sport: "",
    access_code: "",
    coach_name: "",
    coach_email: "",
    opens_at: `${opens}T08:00`,
    closes_at: `${closes}T20:00`,
    distribution: "team_pickup",
    payment_mode: "pay_at_pickup",
    number_min: 0,
    number_max: 99,
    numbers_unique: true,
    allow_unknown_number: true,
    message: "",
    logo_url: "",
    handout_place: "",
    handout_when: "",
    handout_by: "",
  };
}

/** A stored store's settings, ready to edit (or to copy). */
export function settingsValuesOf(
  store: TeamStoreSettings & {
    access_code?: string | null;
    message?: string | null;
    logo_url?: string | null;
    handout_place?: string | null;
    handout_when?: string | null;
    handout_by?: string | null;
  },
): SettingsValues {
  return {
    slug: store.slug,
    team_name: store.team_name,
    sport: store.sport,
    access_code: store.access_code ?? "",
    coach_name: store.coach_name,
    coach_email: store.coach_email,
    opens_at: toCentralInput(store.opens_at),
    closes_at: toCentralInput(store.closes_at),
    distribution: store.distribution,
    payment_mode: store.payment_mode,
    number_min: store.number_min,
    number_max: store.number_max,
    numbers_unique: store.numbers_unique,
    allow_unknown_number: store.allow_unknown_number,
    message: store.message ?? "",
    logo_url: store.logo_url ?? "",
    handout_place: store.handout_place ?? "",
    handout_when: store.handout_when ?? "",
    handout_by: store.handout_by ?? "",
  };
}

/** What the server is sent: moments in UTC, numbers as numbers. */
export function settingsInput(values: SettingsValues): TeamStoreSettings {
  return {
    ...values,
    opens_at: fromCentralInput(values.opens_at) ?? values.opens_at,
    closes_at: fromCentralInput(values.closes_at) ?? values.closes_at,
    number_min: Number(values.number_min),
    number_max: Number(values.number_max),
  };
}

/**
 * The server's own schema, run in the browser over what would be sent, with the store rules the
 * form can see at once (a close before the open, a range upside down). The server checks all again.
 */
export function validateSettings(
  values: SettingsValues,
  fields: readonly SettingsKey[] = allSettings,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(allErrors(values)).filter(([key]) => fields.includes(key as SettingsKey)),
  );
}

function allErrors(values: SettingsValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!fromCentralInput(values.opens_at)) errors.opens_at = "Enter the opening date and time.";
  if (!fromCentralInput(values.closes_at)) errors.closes_at = "Enter the closing date and time.";
  const parsed = teamStoreSettingsFields.safeParse(settingsInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  const opens = fromCentralInput(values.opens_at);
  const closes = fromCentralInput(values.closes_at);
  if (opens && closes && closes <= opens && !errors.closes_at) {
    errors.closes_at = "The store must close after it opens.";
  }
  if (Number(values.number_max) < Number(values.number_min) && !errors.number_max) {
    errors.number_max = "Highest number must be at least the lowest.";
  }
  return errors;
}
