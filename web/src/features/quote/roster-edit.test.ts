import { describe, expect, it } from "vitest";
import {
  addRow,
  appendPlayers,
  duplicateFlags,
  emptyRow,
  type RosterEditRow,
  removeRow,
  reportSummary,
  updateRow,
} from "./roster-edit";
import { importRoster } from "./roster-import-read";

const player = (name: string, number: string, size = "Adult M"): RosterEditRow => ({
  ...emptyRow(),
  name,
  number,
  size,
});

describe("roster editing", () => {
  it("adds, edits and removes rows by key", () => {
    const one = addRow([]);
    expect(one).toHaveLength(1);
    const two = addRow(one);
    expect(new Set(two.map((r) => r.key)).size).toBe(2);
    const [first, second] = two as [RosterEditRow, RosterEditRow];
    const edited = updateRow(two, second.key, { name: "Ava", size: "Youth L" });
    expect(edited[1]).toMatchObject({ name: "Ava", number: "", size: "Youth L", key: second.key });
    expect(edited[0]).toBe(two[0]);
    expect(removeRow(edited, first.key).map((r) => r.name)).toEqual(["Ava"]);
  });

  it("flags every row of a number worn twice, naming the other rows", () => {
    const rows = [player("A", "7"), player("B", "12"), player("C", "7"), player("D", ""), player("E", "")];
    const flags = duplicateFlags(rows);
    expect(flags.get(rows[0]?.key ?? "")).toBe("Number 7 is also on row 3.");
    expect(flags.get(rows[2]?.key ?? "")).toBe("Number 7 is also on row 1.");
    // Empty numbers are not duplicates.
    expect(flags.size).toBe(2);
  });

  it("appends imported players, replacing rows nobody started", () => {
    const rows = [player("Kept", "1"), emptyRow()];
    const next = appendPlayers(rows, { rows: [{ name: "New", number: "2", size: "Adult L" }] });
    expect(next.map((r) => r.name)).toEqual(["Kept", "New"]);
  });
});

describe("importRoster", () => {
  it("adds good lines and reports each bad one by line number", () => {
    const text = "Ava Smith\t7\tYM\nNo Size\t8\nBen Jones\t7\tAdult L\n\nCal\t99\tXXXXL";
    const { rows, report } = importRoster([], text);
    expect(rows.map((r) => [r.name, r.number, r.size])).toEqual([
      ["Ava Smith", "7", "Youth M"],
      ["Ben Jones", "7", "Adult L"],
    ]);
    expect(report.added).toBe(2);
    expect(report.problems).toHaveLength(2);
    expect(report.problems[0]).toMatch(/^Line 2: /);
    expect(report.problems[1]).toMatch(/^Line 5: .*XXXXL/);
    // The duplicate 7 is kept for the coach to fix on the rows.
    expect(duplicateFlags(rows).size).toBe(2);
    expect(reportSummary(report)).toBe("2 players added; 2 lines need fixing.");
  });

  it("reads a CSV with a header", () => {
    const { rows, report } = importRoster([], "Name,Number,Size\nDee,4,Adult S\n");
    expect(rows.map((r) => r.name)).toEqual(["Dee"]);
    expect(reportSummary(report)).toBe("1 player added.");
  });

  it("says how many players did not fit", () => {
    const text = Array.from({ length: 152 }, (_, i) => `Player ${i}\t\tAdult M`).join("\n");
    const { rows, report } = importRoster([], text);
    expect(rows).toHaveLength(150);
    expect(report.skipped).toBe(2);
    expect(report.problems).toEqual([]);
    expect(reportSummary(report)).toContain("2 more did not fit");
  });
});
