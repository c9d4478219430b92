import { describe, expect, it } from "vitest";
import { onDemand } from "./on-demand";

describe("onDemand", () => {
  it("gives the module once it has arrived", async () => {
    const checker = onDemand(async () => ({ check: (n: number) => n > 0 }));
    expect((await checker.load())?.check(1)).toBe(true);
  });

  it("gives undefined instead of failing when the module cannot be fetched", async () => {
    const checker = onDemand<{ check: () => boolean }>(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    await expect(checker.load()).resolves.toBeUndefined();
  });

  it("starts a download early without ever leaving a rejected promise behind", async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", note);
    try {
      let calls = 0;
      const checker = onDemand(() => {
        calls += 1;
        return Promise.reject(new TypeError("offline"));
      });
      expect(checker.prefetch()).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(calls).toBe(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", note);
    }
  });
});
