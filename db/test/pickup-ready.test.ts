import { describe, expect, it } from "vitest";
import {
  pickupFacts,
  pickupReadiness,
  pickupReadyDay,
  pickupWhenWords,
  statusInWords,
  statusOptionsFor,
  statusWordsFor,
  storeHours,
} from "../src/catalogue/index";

// November 2026: Central Standard Time, UTC-6. Saturday the 28th, Monday the 30th.
const at = (iso: string) => new Date(iso);
const day = (placed: string, hours?: Parameters<typeof pickupReadyDay>[1]) => {
  const d = pickupReadyDay(at(placed), hours);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
};

describe("the pickup ready day", () => {
  it("is the next open day for an order placed before 2:00 PM store time", () => {
    expect(day("2026-11-30T16:00:00Z")).toBe("2026-12-01"); // Mon 10:00 AM
    expect(day("2026-11-30T19:59:00Z")).toBe("2026-12-01"); // Mon 1:59 PM
  });

  it("counts from the following day from 2:00 PM on", () => {
    expect(day("2026-11-30T20:00:00Z")).toBe("2026-12-02"); // Mon 2:00 PM
    expect(day("2026-11-28T21:00:00Z")).toBe("2026-11-30"); // Sat 3:00 PM: Sunday counts, Monday ready
  });

  it("reads the day and hour in Clanton, whatever the server's zone and the season", () => {
    // Mon 11:30 PM in Clanton is already Tuesday in UTC: still a Monday order, after the cut-off.
    expect(day("2026-12-01T05:30:00Z")).toBe("2026-12-02");
    // July is daylight time (UTC-5): 19:30 UTC is 2:30 PM, after the cut-off.
    expect(day("2026-07-06T19:30:00Z")).toBe("2026-07-08");
    expect(day("2026-07-06T18:30:00Z")).toBe("2026-07-07");
  });

  it("skips the days the hours do not list", () => {
    const noSunday = storeHours.filter((h) => h.days !== "Sun");
    expect(day("2026-11-28T16:00:00Z", noSunday)).toBe("2026-11-30"); // Sat morning: Sunday closed
  });
});

describe("pickup readiness in words", () => {
  const placed = at("2026-11-30T16:00:00Z");
  const facts = (status: Parameters<typeof pickupReadiness>[0]["status"], madeToOrder = false) => ({
    status,
    placedAt: placed,
    madeToOrder,
  });

  it("gives the day and the opening hour while the order is being prepared", () => {
    const r = pickupReadiness(facts("processing"), at("2026-11-30T17:00:00Z"));
    expect(pickupWhenWords(r)).toBe("Ready from 9:00 AM on Tuesday, December 1");
    const sunday = pickupReadiness(
      { status: "pending", placedAt: at("2026-11-28T16:00:00Z"), madeToOrder: false },
      at("2026-11-28T16:00:00Z"),
    );
    expect(pickupWhenWords(sunday)).toBe("Ready from 12:00 PM on Sunday, November 29");
  });

  it("says Ready now once staff mark it ready, and nothing once it is picked up or cancelled", () => {
    expect(pickupWhenWords(pickupReadiness(facts("shipped")))).toBe("Ready now");
    expect(pickupWhenWords(pickupReadiness(facts("delivered")))).toBeNull();
    expect(pickupWhenWords(pickupReadiness(facts("cancelled")))).toBeNull();
  });

  it("promises no day for an order made for a team, nor a day already gone", () => {
    expect(pickupWhenWords(pickupReadiness(facts("pending", true)))).toMatch(/^Made for you/);
    expect(pickupReadiness(facts("processing"), at("2026-12-02T15:00:00Z"))).toEqual({ state: "late" });
  });

  it("lists the address, the hours and the day", () => {
    expect(pickupFacts(pickupReadiness(facts("shipped")))).toEqual([
      { label: "Where", value: "Clanton Sports Apparel, 1105 7th Street N, Clanton, AL 35045" },
      { label: "Hours", value: "Mon-Fri 9:00 AM-7:00 PM; Sat 9:00 AM-6:00 PM; Sun 12:00 PM-5:00 PM" },
      { label: "When", value: "Ready now" },
    ]);
  });
});

describe("status words", () => {
  it("are the fulfilment's own", () => {
    expect(statusInWords("shipped", "pickup")).toBe("Ready for pickup");
    expect(statusInWords("shipped", "delivery")).toBe("Out for delivery");
    expect(statusInWords("delivered", "pickup")).toBe("Picked up");
    expect(statusInWords("processing", "delivery")).toBe("Being prepared");
  });

  it("name both fulfilments for a mix of orders, and one when all are alike", () => {
    expect(statusWordsFor("shipped", [])).toBe("Ready for pickup / Out for delivery");
    expect(statusWordsFor("shipped", ["pickup", "pickup"])).toBe("Ready for pickup");
    expect(statusWordsFor("pending", ["pickup", "delivery"])).toBe("Received");
    expect(statusOptionsFor(["pickup"]).map((o) => o.label)).toEqual([
      "Received",
      "Being prepared",
      "Ready for pickup",
      "Picked up",
      "Cancelled",
    ]);
  });
});
