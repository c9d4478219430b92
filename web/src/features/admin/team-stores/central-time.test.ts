import { describe, expect, it } from "vitest";
import { centralInWords, fromCentralInput, toCentralInput } from "./central-time";

describe("Central time in the store forms", () => {
  it("reads a winter evening as UTC-6 and a summer one as UTC-5", () => {
    expect(fromCentralInput("2027-03-06T20:00")).toBe("2027-03-07T02:00:00.000Z");
    expect(fromCentralInput("2027-07-04T20:00")).toBe("2027-07-05T01:00:00.000Z");
  });

  it("shows a stored moment as the Chicago wall clock, both sides of the spring change", () => {
    expect(toCentralInput("2027-03-07T02:00:00.000Z")).toBe("2027-03-06T20:00");
    expect(toCentralInput("2027-03-15T01:00:00.000Z")).toBe("2027-03-14T20:00");
    expect(fromCentralInput(toCentralInput("2027-11-07T06:30:00.000Z"))).toBe("2027-11-07T06:30:00.000Z");
  });

  it("reads a time the spring change skips an hour on", () => {
    expect(toCentralInput(fromCentralInput("2027-03-14T02:30") ?? "")).toBe("2027-03-14T03:30");
  });

  it("refuses text that is not a date and time", () => {
    expect(fromCentralInput("")).toBeUndefined();
    expect(fromCentralInput("tomorrow")).toBeUndefined();
  });

  it("names the zone in words", () => {
    expect(centralInWords("2027-03-07T02:00:00.000Z")).toBe("Sat, Mar 6, 2027, 8:00 PM CT");
  });
});
