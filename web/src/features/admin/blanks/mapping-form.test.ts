import { describe, expect, it } from "vitest";
import { fillRows, mappingBody, mappingValues } from "./mapping-form";

const stored = {
  product: { id: "p1", name: "Tee", category: "t-shirts" },
  supplier: { id: "s1", name: "S&S" },
  style_number: "5000",
  color_name: "Navy",
  sizes: [
    { size: "Adult S", blank: { sku: "B1", cost: 3.1 } },
    { size: "Adult M", blank: null },
    { size: "Adult L", blank: null },
  ],
  stale_sizes: [],
};

describe("the mapping form's rows", () => {
  it("starts from what is stored, costs in cents", () => {
    expect(mappingValues(stored).rows).toEqual([
      { size: "Adult S", sku: "B1", cost: "3.10" },
      { size: "Adult M", sku: "", cost: "" },
      { size: "Adult L", sku: "", cost: "" },
    ]);
  });

  it("fills the sizes the style list has and keeps what was typed for the rest", () => {
    const typed = mappingValues(stored).rows.map((r) =>
      r.size === "Adult L" ? { ...r, sku: "MINE", cost: "4" } : r,
    );
    const { rows, filled } = fillRows(typed, {
      style_number: "5000",
      color_name: "Navy",
      rows: [],
      sizes: [
        { size: "Adult S", sku: "B9", cost: 3.12 },
        { size: "Adult M", sku: "B10", cost: 3.12 },
        { size: "Adult L", sku: null, cost: null },
      ],
    });
    expect(filled).toBe(2);
    expect(rows.map((r) => [r.sku, r.cost])).toEqual([
      ["B9", "3.12"],
      ["B10", "3.12"],
      ["MINE", "4"],
    ]);
  });

  it("sends only the sizes with something typed, costs without a $", () => {
    const values = mappingValues(stored);
    values.rows[1] = { size: "Adult M", sku: "B2", cost: "$3.20" };
    expect(mappingBody(values)).toEqual({
      supplier_id: "s1",
      style_number: "5000",
      color_name: "Navy",
      sizes: [
        { size: "Adult S", sku: "B1", cost: "3.10" },
        { size: "Adult M", sku: "B2", cost: "3.20" },
      ],
    });
  });
});
