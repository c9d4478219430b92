import { movesFor, teamStoreMoves, teamStoreStatuses } from "@store/db/catalogue";
import { describe, expect, it } from "vitest";
import { lifecycleSteps } from "./lifecycle";

const labels = (...args: Parameters<typeof lifecycleSteps>) => lifecycleSteps(...args).map((s) => s.label);

describe("the store page's lifecycle buttons", () => {
  it("offers what a season's next step is, status by status", () => {
    expect(labels("draft", false)).toEqual(["Schedule", "Open now", "Cancel store"]);
    expect(labels("open", false)).toEqual(["Extend", "Close early", "Cancel store"]);
    expect(labels("in_production", true)).toEqual(["Mark ready"]);
    expect(labels("completed", true)).toEqual([]);
  });

  it("offers freezing batch 2 once production started and late orders came in", () => {
    expect(labels("in_production", true, true)).toEqual(["Mark ready", "Freeze batch 2"]);
    expect(labels("ready", true, false)).toEqual(["Complete"]);
  });

  it("offers reopening a closed store only while batch 1 is not frozen", () => {
    expect(labels("closed", false)).toContain("Reopen");
    expect(labels("closed", true)).not.toContain("Reopen");
  });

  it("says what starting production does before it is done", () => {
    const start = lifecycleSteps("closed", false).find((s) => s.action === "start_production");
    expect(start?.question).toMatch(
      /^Start production freezes batch 1: families can no longer change their orders/,
    );
  });

  it("offers exactly the moves the server allows, for every status and standing", () => {
    for (const status of teamStoreStatuses) {
      for (const batchOneFrozen of [false, true]) {
        for (const lateOrders of [false, true]) {
          const offered = lifecycleSteps(status, batchOneFrozen, lateOrders).map((s) => s.action);
          expect(offered, `${status} ${batchOneFrozen} ${lateOrders}`).toEqual(
            movesFor({ status, batchOneFrozen, lateOrders }),
          );
          for (const action of offered) expect(teamStoreMoves[action].from).toContain(status);
        }
      }
    }
  });

  it("offers Reopen, never Extend, on a closed store; batch 2 on a completed one with late orders", () => {
    expect(labels("closed", false)).toEqual(["Start production", "Reopen", "Cancel store"]);
    expect(labels("completed", true, true)).toEqual(["Freeze batch 2"]);
  });
});
