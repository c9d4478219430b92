import { describe, expect, it } from "vitest";
import { auditOrderNumber } from "./audit-record";

describe("the order an audit entry links to", () => {
  it("is the order's number from the entry's record, for every change but a deletion", () => {
    const entry = { entity: "order" as const, before: { number: 1004 }, after: { number: 1004, balance: 0 } };
    expect(auditOrderNumber({ ...entry, action: "order.payment" })).toBe(1004);
    expect(auditOrderNumber({ ...entry, action: "order.note", before: null })).toBe(1004);
    expect(auditOrderNumber({ ...entry, action: "order.delete", after: null })).toBeUndefined();
  });

  it("is none for other records or an entry without a number", () => {
    expect(
      auditOrderNumber({ entity: "quote", action: "quote.send", before: null, after: { number: 2001 } }),
    ).toBe(undefined);
    expect(
      auditOrderNumber({ entity: "order", action: "order.status_change", before: {}, after: { id: "x" } }),
    ).toBe(undefined);
  });
});
