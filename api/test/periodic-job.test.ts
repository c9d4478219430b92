import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPeriodicJob } from "../src/common/periodic-job";
import { createLogger } from "../src/logger";

// The loop behind housekeeping and the team-store clock, on fake timers so a loaded machine
// cannot make it flaky: every moment below is exact.

const lines: Record<string, unknown>[] = [];
const log = createLogger("info", (line) => lines.push(JSON.parse(line) as Record<string, unknown>));

beforeEach(() => {
  vi.useFakeTimers();
  lines.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

/** A pass that stays in flight until the test lets it finish. */
function heldPasses() {
  const releases: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const run = () => {
    running += 1;
    most = Math.max(most, running);
    return new Promise<void>((resolve) =>
      releases.push(() => {
        running -= 1;
        resolve();
      }),
    );
  };
  return { run, releases, most: () => most };
}

describe("periodic job", () => {
  it("runs first after its delay, then once every interval", async () => {
    const run = vi.fn(async () => {});
    const job = startPeriodicJob({ name: "demo", run, log, intervalMs: 1_000, firstAfterMs: 100 });
    await vi.advanceTimersByTimeAsync(99);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(5);
    await job.stop();
  });

  it("waits one interval before the first pass when told no delay", async () => {
    const run = vi.fn(async () => {});
    const job = startPeriodicJob({ name: "demo", run, log, intervalMs: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await job.stop();
  });

  it("never starts a pass while one is still running, and times the next from its end", async () => {
    const passes = heldPasses();
    const job = startPeriodicJob({ name: "demo", run: passes.run, log, intervalMs: 100, firstAfterMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(passes.releases).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(passes.releases, "a slow pass holds the next one back").toHaveLength(1);
    passes.releases[0]?.();
    await vi.advanceTimersByTimeAsync(99);
    expect(passes.releases).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes.releases).toHaveLength(2);
    expect(passes.most()).toBe(1);
    passes.releases[1]?.();
    await job.stop();
  });

  it("stops cleanly: waits for the pass in flight, then runs no more", async () => {
    const passes = heldPasses();
    const job = startPeriodicJob({ name: "demo", run: passes.run, log, intervalMs: 100, firstAfterMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped, "stop waits for the running pass").toBe(false);
    passes.releases[0]?.();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(passes.releases).toHaveLength(1);
    expect(vi.getTimerCount(), "no timer is left behind").toBe(0);
  });

  it("stops before its first pass without ever running", async () => {
    const run = vi.fn(async () => {});
    const job = startPeriodicJob({ name: "demo", run, log, intervalMs: 100 });
    await job.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).not.toHaveBeenCalled();
  });

  it("logs a failed pass by its name and keeps going", async () => {
    let calls = 0;
    const run = async () => {
      calls += 1;
      if (calls === 1) throw new Error("database away");
    };
    const job = startPeriodicJob({ name: "demo sweep", run, log, intervalMs: 100, firstAfterMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toEqual([expect.objectContaining({ level: "warn", msg: "demo sweep failed" })]);
    expect(JSON.stringify(lines[0])).toContain("database away");
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toBe(2);
    expect(lines).toHaveLength(1);
    await job.stop();
  });
});
