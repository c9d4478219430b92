import { duplicateNumbers } from "@store/db/catalogue";
import { describe, expect, it } from "vitest";
import { normaliseSize, parseRoster, rosterMessages } from "../src/common/roster-read";
import { roster } from "../src/domains/quotes/roster";

// The roster parser reads what coaches really send: spreadsheet pastes, CSV exports with or
// without headers, odd size spellings. Every line becomes a player or is reported by number.

describe("roster sizes", () => {
  it.each([
    ["YM", "Youth M"],
    ["Youth Medium", "Youth M"],
    ["y-s", "Youth S"],
    ["YXL", "Youth XL"],
    ["L", "Adult L"],
    ["Large", "Adult L"],
    ["adult xl", "Adult XL"],
    ["AM", "Adult M"],
    ["2XL", "Adult XXL"],
    ["XXL", "Adult XXL"],
    ["3X", "Adult 3XL"],
    ["XXXL", "Adult 3XL"],
  ])("reads %s as %s", (raw, size) => {
    expect(normaliseSize(raw)).toBe(size);
  });

  it.each(["XS", "4XL", "Youth XXL", "medium-ish", ""])("has no size for %j", (raw) => {
    expect(normaliseSize(raw)).toBeUndefined();
  });
});

describe("parseRoster", () => {
  it("reads a CSV export with a header row, in any column order", () => {
    const parsed = parseRoster("Size,Player Name,Jersey #\r\nYM,Ava Smith,12\r\nAdult L,Ben Jones,7\r\n");
    expect(parsed.rows).toEqual([
      { name: "Ava Smith", number: "12", size: "Youth M" },
      { name: "Ben Jones", number: "7", size: "Adult L" },
    ]);
    expect(parsed.lines).toEqual([2, 3]);
    expect(parsed.problems).toEqual([]);
  });

  it("reads a paste from a spreadsheet (tabs, no header)", () => {
    const parsed = parseRoster("Ava Smith\t12\tYM\nBen Jones\t3\tAdult L\n");
    expect(parsed.rows).toEqual([
      { name: "Ava Smith", number: "12", size: "Youth M" },
      { name: "Ben Jones", number: "3", size: "Adult L" },
    ]);
  });

  it("joins first and last names, reads semicolons, a byte-order mark and quoted commas", () => {
    const parsed = parseRoster(
      '\uFEFFFirst Name;Last Name;No.;Size\nAva;Smith;#1;ys\n"Lee, Jr.";Park;22;XL\n',
    );
    expect(parsed.rows).toEqual([
      { name: "Ava Smith", number: "1", size: "Youth S" },
      { name: "Lee, Jr. Park", number: "22", size: "Adult XL" },
    ]);
  });

  it("reports every bad line by its number and keeps the good ones; blank lines are skipped", () => {
    const file = [
      "Name,Number,Size", // 1
      "Ava Smith,12,YM", // 2
      "", // 3
      ",4,M", // 4: no name
      "Cal Reed,abc,S", // 5: not a number
      "Dee Long,7,XXXXL", // 6: no such size
      "Eve Hart,8,", // 7: no size
      "Fay Moss,123,L", // 8: three digits
      "Gil Ray,9,adult xl", // 9
    ].join("\n");
    const parsed = parseRoster(file);
    expect(parsed.rows.map((r) => r.name)).toEqual(["Ava Smith", "Gil Ray"]);
    expect(parsed.lines).toEqual([2, 9]);
    expect(parsed.problems.map((p) => p.line)).toEqual([4, 5, 6, 7, 8]);
    expect(parsed.problems.map((p) => p.message)).toEqual([
      "Line 4: the player's name is missing.",
      'Line 5: "abc" is not a jersey number (0-99).',
      'Line 6: "XXXXL" is not a size we make (Youth XS-XL, Adult S-3XL).',
      "Line 7: no size for Eve Hart.",
      'Line 8: "123" is not a jersey number (0-99).',
    ]);
  });

  it("flags numbers worn twice with the lines that wear them", () => {
    const parsed = parseRoster("Ava,12,YM\nBen,7,L\nCal,12,M\nDee,,S\nEve,,S\n");
    expect(parsed.duplicates).toEqual([{ number: "12", lines: [1, 3] }]);
    expect(rosterMessages(parsed)).toEqual([
      "Number 12 is on lines 1 and 3: each player needs their own number.",
    ]);
    // Players without a number are not duplicates of each other.
    expect(duplicateNumbers(parsed.rows)).toEqual([{ number: "12", rows: [1, 3] }]);
  });

  it("takes a name that looks like a size (Al) as the name when the line reads name, number, size", () => {
    expect(parseRoster("Al,5,YL").rows).toEqual([{ name: "Al", number: "5", size: "Youth L" }]);
  });

  it("reads an empty text as an empty roster", () => {
    expect(parseRoster("\n\n")).toEqual({ rows: [], lines: [], problems: [], duplicates: [] });
  });
});

describe("the roster schema", () => {
  it("refuses a number worn twice on each row that wears it", () => {
    const result = roster.safeParse([
      { name: "Ava", number: "12", size: "Youth M" },
      { name: "Ben", number: "12", size: "Adult L" },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["0.number", "1.number"]);
    expect(result.error?.issues[0]?.message).toBe(
      "Number 12 is on rows 1 and 2: each player needs their own number.",
    );
  });

  it("refuses sizes the store does not make and numbers over two digits", () => {
    expect(roster.safeParse([{ name: "Ava", number: "1", size: "Adult XS" }]).success).toBe(false);
    expect(roster.safeParse([{ name: "Ava", number: "100", size: "Adult S" }]).success).toBe(false);
    expect(roster.safeParse([{ name: "Ava", number: "", size: "Adult S" }]).success).toBe(true);
  });
});
