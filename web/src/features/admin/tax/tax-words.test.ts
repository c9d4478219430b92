import { describe, expect, it } from "vitest";
import { dayText, percentText } from "./tax-words";

describe("tax words", () => {
  it("writes percents without trailing zeros or float noise", () => {
    expect(percentText(4)).toBe("4%");
    expect(percentText(4 + 1.1)).toBe("5.1%");
    expect(percentText(0.125)).toBe("0.125%");
  });
  it("writes a stored day as that calendar day, whatever the browser's zone", () => {
    expect(dayText("2026-12-02")).toBe("Dec 2, 2026");
    expect(dayText("2027-01-01")).toBe("Jan 1, 2027");
  });
});
