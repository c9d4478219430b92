import { quoteFields } from "@store/api/contracts";
import { describe, expect, it } from "vitest";
import { formatDollars } from "../packages/format-dollars";
import {
  extraPlayersWarning,
  formErrorsOf,
  initialQuoteValues,
  lineDetail,
  liveEstimate,
  quantityOf,
  quoteFieldsOf,
  quoteFormData,
  wantedItems,
} from "./quote-values";
import { emptyRow } from "./roster-edit";

describe("initialQuoteValues", () => {
  it("starts with the visitor's choice", () => {
    expect(initialQuoteValues({ sport: "baseball", package: "Starter", rush: "1 Week" })).toMatchObject({
      sport: "baseball",
      package: "Starter",
      rush: "1 Week",
    });
  });

  it("picks the most popular package when only the sport was chosen", () => {
    expect(initialQuoteValues({ sport: "football" }).package).toBe("High School");
    expect(initialQuoteValues({}).package).toBe("");
  });
});

describe("liveEstimate", () => {
  it("adds the package, each add-on times its quantity and the rush fee", () => {
    const values = {
      sport: "baseball" as const,
      package: "Pro",
      quantities: { Jersey: 3, Cap: 0, Bag: 1 },
      rush: "3-5 Days",
      roster: [],
    };
    const estimate = liveEstimate(values);
    expect(estimate.lines.map((l) => [l.label, l.amount])).toEqual([
      ["Baseball Pro package", 1499],
      ["Jersey", 135],
      ["Bag", 55],
      ["Rush fee (3-5 Days)", 75],
    ]);
    expect(estimate.total).toBe(1499 + 135 + 55 + 75);
  });

  it("is empty until a sport is chosen, and ignores another sport's items", () => {
    expect(liveEstimate({ sport: "", package: "", quantities: {}, rush: "", roster: [] })).toEqual({
      lines: [],
      total: 0,
    });
    expect(wantedItems({ sport: "soccer", quantities: { Socks: 2, Pants: 4 } })).toEqual([
      { name: "Socks", quantity: 2 },
    ]);
  });

  it("prices the players beyond the package and warns in the words staff read", () => {
    const roster = Array.from({ length: 18 }, () => emptyRow());
    const values = { sport: "baseball" as const, package: "Starter", quantities: {}, rush: "", roster };
    expect(liveEstimate(values).lines.map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ["package", 1, 899],
      ["players", 6, 270],
    ]);
    expect(liveEstimate(values).total).toBe(899 + 270);
    expect(extraPlayersWarning(values)).toBe(
      "Your roster has 18 players; the package includes 12. 6 extra players at $45 each: +$270.",
    );
    expect(extraPlayersWarning({ ...values, package: "Championship" })).toBeNull();
    expect(extraPlayersWarning({ ...values, sport: "" })).toBeNull();
  });

  it("writes quantities only where they multiply", () => {
    expect(lineDetail({ quantity: 3, unit_price: 45 }, formatDollars)).toBe("3 × $45");
    expect(lineDetail({ quantity: 1, unit_price: 1499 }, formatDollars)).toBe("");
  });
});

const filled = () => ({
  ...initialQuoteValues({ sport: "soccer", package: "Club" }),
  team_name: "Clanton Kickers",
  contact_name: "Pat Coach",
  email: "pat@example.com",
  quantities: { Socks: 12 },
  roster: [{ ...emptyRow(), name: "Ava", number: "7", size: "Youth M" }],
});

describe("quoteFieldsOf", () => {
  it("is what the server's schema accepts", () => {
    const parsed = quoteFields.safeParse(quoteFieldsOf(filled()));
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.additional_items).toEqual([{ name: "Socks", quantity: 12 }]);
    expect(parsed.data?.roster).toEqual([{ name: "Ava", number: "7", size: "Youth M" }]);
    expect(parsed.data?.rush).toBeNull();
  });

  it("sends the lists as JSON, each file and the attempt's key", () => {
    const file = new File(["x"], "logo.png", { type: "image/png" });
    const body = quoteFormData(filled(), [file], "key-123456789012345678901");
    expect(JSON.parse(String(body.get("roster")))).toEqual([{ name: "Ava", number: "7", size: "Youth M" }]);
    expect(JSON.parse(String(body.get("additional_items")))).toEqual([{ name: "Socks", quantity: 12 }]);
    expect(body.get("rush")).toBeNull();
    expect(body.getAll("files")).toHaveLength(1);
    expect(body.get("idempotency_key")).toBe("key-123456789012345678901");
  });
});

describe("formErrorsOf", () => {
  it("puts an add-on's message on its quantity and keeps other paths", () => {
    const values = { ...filled(), quantities: { Jersey: 0, Shorts: 2, Socks: 1 } };
    expect(
      formErrorsOf(
        { "additional_items.1.quantity": "Too many.", "roster.0.number": "Taken.", email: "Bad." },
        values,
      ),
    ).toEqual({ "quantities.Socks": "Too many.", "roster.0.number": "Taken.", email: "Bad." });
  });
});

describe("quantityOf", () => {
  it("reads what was typed as a whole quantity, from 0 to the most a request may ask", () => {
    expect(quantityOf("18")).toBe(18);
    expect(quantityOf("")).toBe(0);
    expect(quantityOf("-3")).toBe(3);
    expect(quantityOf("2.5")).toBe(2);
    expect(quantityOf("12 pairs")).toBe(12);
    expect(quantityOf("9999")).toBe(500);
  });
});
