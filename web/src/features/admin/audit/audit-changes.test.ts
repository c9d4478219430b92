import { describe, expect, it } from "vitest";
import { changedFields, showValue } from "./audit-changes";
import { auditData } from "./audit-data";
import { actionMeta } from "./audit-labels";

describe("an audit entry's changes", () => {
  it("lists only the fields an update changed, old and new", () => {
    expect(
      changedFields(
        { id: "p1", name: "Hoodie", price: 54.5, tags: ["a"], in_stock: true },
        { id: "p1", name: "Hoodie", price: 60, tags: ["a"], in_stock: false },
      ),
    ).toEqual([
      { field: "price", before: "54.5", after: "60" },
      { field: "in_stock", before: "true", after: "false" },
    ]);
  });

  it("shows a field that appeared or went away on one side only", () => {
    expect(changedFields({ a: 1 }, { b: "x" })).toEqual([
      { field: "a", before: "1" },
      { field: "b", after: "x" },
    ]);
  });

  it("shows a creation as its new values and a deletion as its old ones", () => {
    expect(changedFields(null, { name: "Tee", price: 10 })).toEqual([
      { field: "name", after: "Tee" },
      { field: "price", after: "10" },
    ]);
    expect(changedFields({ name: "Tee", image_url: null }, null)).toEqual([
      { field: "name", before: "Tee" },
      { field: "image_url", before: "null" },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it("writes strings as they are and everything else as JSON", () => {
    expect(showValue("Fleece")).toBe("Fleece");
    expect(showValue({ a: [1] })).toBe('{"a":[1]}');
    expect(showValue(null)).toBe("null");
  });

  it("names and colours actions by their verb", () => {
    expect(actionMeta("product.create")).toEqual({ label: "Product created", color: "green" });
    expect(actionMeta("product.update")).toEqual({ label: "Product updated", color: "blue" });
    expect(actionMeta("content.delete")).toEqual({ label: "Website content deleted", color: "red" });
    expect(actionMeta("order.status_change")).toEqual({ label: "Order status changed", color: "gray" });
    expect(actionMeta("staff.remove")).toEqual({ label: "Staff account access removed", color: "gray" });
  });
});

describe("the audit log's URL", () => {
  it("keeps a known kind of record and the page, drops anything else", () => {
    expect(auditData.read({ entity: "product", page: "2", page_size: "50", sort: "x" })).toEqual({
      entity: "product",
      page: 2,
      page_size: 50,
    });
    expect(auditData.read({ entity: "customer" }).entity).toBe("customer");
    expect(auditData.read({ entity: "invoice", page: "1", page_size: "25" })).toEqual({
      entity: undefined,
      page: undefined,
      page_size: undefined,
    });
  });
});
