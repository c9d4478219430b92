// When a pickup order can be collected, and how that reads: the checkout, the order's page and every
// order e-mail say it with these words. Like every file of the catalogue it imports nothing but its
// neighbours, so the web bundles it without the database.
import type { CustomerOrderStatus } from "./order-status";
import {
  STORE_TIME_ZONE,
  storeAddressText,
  storeHours,
  storeHoursText,
  storeLocation,
} from "./store-contact";

/** Orders placed from 2:00 PM store time on are counted from the next day (decision 054). */
export const PICKUP_CUTOFF_MINUTES = 14 * 60;

/** A calendar day in the store's zone; month 1-12. */
export interface StoreDay {
  year: number;
  month: number;
  day: number;
}

// Formats are made on first use, not when the file loads: a time-zone format costs a phone tens of
// milliseconds to build, and every public page loads this file without needing one.
let clockFormatCache: Intl.DateTimeFormat | undefined;
const clockFormat = () =>
  (clockFormatCache ??= new Intl.DateTimeFormat("en-US", {
    timeZone: STORE_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }));

/** The store's day and time of day (minutes after midnight) at a moment, whatever zone runs the code. */
export function storeClock(moment: Date): { day: StoreDay; minutes: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      clockFormat()
        .formatToParts(moment)
        .find((p) => p.type === type)?.value ?? 0,
    );
  return {
    day: { year: part("year"), month: part("month"), day: part("day") },
    minutes: part("hour") * 60 + part("minute"),
  };
}

// Days are counted on UTC noon of the date, so a change of summer time never moves them.
const asDate = (d: StoreDay) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
const fromDate = (date: Date): StoreDay => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
const addDays = (d: StoreDay, n: number) => fromDate(new Date(asDate(d).getTime() + n * 86_400_000));
const dayNumber = (d: StoreDay) => asDate(d).getTime();

type WeeklyHours = readonly { time: string; weekdays: readonly number[] }[];

/** The store's hours on a day, or undefined when it is closed. */
export const hoursOn = (d: StoreDay, hours: WeeklyHours = storeHours) =>
  hours.find((h) => h.weekdays.includes(asDate(d).getUTCDay()));

/**
 * The rule (decision 054): an in-stock pickup order is ready the next day the store is open after
 * the day it was placed; one placed at or after 2:00 PM store time counts from the following day.
 * Closed days are the days `storeHours` does not list.
 */
export function pickupReadyDay(placedAt: Date, hours: WeeklyHours = storeHours): StoreDay {
  const { day, minutes } = storeClock(placedAt);
  const countFrom = minutes >= PICKUP_CUTOFF_MINUTES ? addDays(day, 1) : day;
  for (let n = 1; n <= 7; n++) {
    const candidate = addDays(countFrom, n);
    if (hoursOn(candidate, hours)) return candidate;
  }
  // A week without an open day cannot come from the hours above; say the next day rather than nothing.
  return addDays(countFrom, 1);
}

/** Where a pickup order stands: ready, expected on a day, late, made to order, or no longer waiting. */
export type PickupReadiness =
  | { state: "ready" }
  | { state: "expected"; day: StoreDay }
  | { state: "late" }
  | { state: "made-to-order" }
  | { state: "done" };

export interface PickupOrderFacts {
  status: CustomerOrderStatus;
  placedAt: Date;
  /** Team-store and quote orders are made for the team: they take weeks, not a day. */
  madeToOrder: boolean;
}

/** Where a pickup order stands now: "shipped" is ready for pickup, "delivered" picked up. */
export function pickupReadiness(order: PickupOrderFacts, now: Date = new Date()): PickupReadiness {
  if (order.status === "shipped") return { state: "ready" };
  if (order.status === "delivered" || order.status === "cancelled") return { state: "done" };
  if (order.madeToOrder) return { state: "made-to-order" };
  const day = pickupReadyDay(order.placedAt);
  return dayNumber(storeClock(now).day) > dayNumber(day) ? { state: "late" } : { state: "expected", day };
}

let longDayCache: Intl.DateTimeFormat | undefined;
const longDay = () =>
  (longDayCache ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
  }));

/** "Tuesday, December 1". */
export const formatStoreDay = (d: StoreDay) => longDay().format(asDate(d));

/** When the order can be collected, in words; null once it is picked up or cancelled. */
export function pickupWhenWords(readiness: PickupReadiness): string | null {
  switch (readiness.state) {
    case "ready":
      return "Ready now";
    case "expected": {
      const opens = hoursOn(readiness.day)?.time.split("-")[0] ?? "opening";
      return `Ready from ${opens} on ${formatStoreDay(readiness.day)}`;
    }
    case "late":
      return "Taking a little longer than planned: we e-mail you as soon as it is ready";
    case "made-to-order":
      return "Made for you: we e-mail you as soon as it is ready";
    case "done":
      return null;
  }
}

/** What a pickup order's customer needs to come in: where, the hours, and when (while it waits). */
export function pickupFacts(readiness: PickupReadiness): { label: string; value: string }[] {
  const when = pickupWhenWords(readiness);
  return [
    { label: "Where", value: `${storeLocation.name}, ${storeAddressText}` },
    { label: "Hours", value: storeHoursText },
    ...(when ? [{ label: "When", value: when }] : []),
  ];
}

/** An order as the API returns it, as far as its pickup day goes. */
export interface PickupOrderRecord {
  status: CustomerOrderStatus;
  created_at: string;
  /** A team store's or a quote's order, made for the team rather than picked from stock. */
  made_to_order: boolean;
}

/** pickupReadiness for an order as the API returns it (its page, its e-mails). */
export const orderPickupReadiness = (order: PickupOrderRecord, now: Date = new Date()) =>
  pickupReadiness(
    { status: order.status, placedAt: new Date(order.created_at), madeToOrder: order.made_to_order },
    now,
  );
