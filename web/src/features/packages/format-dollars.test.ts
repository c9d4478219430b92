import { describe, expect, it } from "vitest";
import { formatDollars } from "./format-dollars";

describe("formatDollars", () => {
  it("writes whole dollars with a thousands separator and no cents", () => {
    expect(formatDollars(1499)).toBe("$1,499");
    expect(formatDollars(3999)).toBe("$3,999");
    expect(formatDollars(45)).toBe("$45");
  });
});
