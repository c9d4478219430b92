import { describe, expect, it } from "vitest";
import { formatMegabytes } from "./file-size";

describe("formatMegabytes", () => {
  it("shows megabytes (1024 x 1024 bytes) with two decimals", () => {
    expect(formatMegabytes(2.35 * 1024 * 1024)).toBe("2.35 MB");
    expect(formatMegabytes(10 * 1024 * 1024)).toBe("10.00 MB");
    expect(formatMegabytes(1024 * 1024 + 1)).toBe("1.00 MB");
    expect(formatMegabytes(1_500_000)).toBe("1.43 MB");
  });

  it("says a tiny file is under 0.01 MB rather than 0.00 MB", () => {
    expect(formatMegabytes(68)).toBe("< 0.01 MB");
    expect(formatMegabytes(5242)).toBe("< 0.01 MB");
    expect(formatMegabytes(5243)).toBe("0.01 MB");
  });

  it("shows an empty file as 0.00 MB", () => {
    expect(formatMegabytes(0)).toBe("0.00 MB");
  });
});
