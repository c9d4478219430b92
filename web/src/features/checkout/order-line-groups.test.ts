import { describe, expect, it } from "vitest";
import { creditAmount, groupOrderLines, lineAmount, type OrderLineView } from "./order-line-groups";

const line = (name: string, unitPrice: number, quantity = 1, size: string | null = null): OrderLineView => ({
  key: name + (size ?? ""),
  name,
  size,
  quantity,
  unitPrice,
});

describe("groupOrderLines", () => {
  it("puts $0.00 lines in the package, below-zero lines in the credits, the rest as items", () => {
    const groups = groupOrderLines([
      line("Pro Package", 450),
      line("Pro player uniform (in the package)", 0, 4, "Adult M"),
      line("Socks", 6, 12),
      line("Price agreed in the quote", -24),
    ]);
    expect(groups.items.map((l) => l.name)).toEqual(["Pro Package", "Socks"]);
    expect(groups.included).toEqual([
      expect.objectContaining({ name: "Pro player uniform", quantity: 4, size: "Adult M" }),
    ]);
    expect(groups.credits.map((l) => l.name)).toEqual(["Price agreed in the quote"]);
  });

  it("leaves an ordinary cart as items", () => {
    const groups = groupOrderLines([line("Hoodie", 42.5, 2), line("Cap", 0.1, 3)]);
    expect(groups.items).toHaveLength(2);
    expect(groups.included).toEqual([]);
    expect(groups.credits).toEqual([]);
  });
});

describe("amounts", () => {
  it("counts in whole cents and writes a credit with a true minus sign", () => {
    expect(lineAmount({ unitPrice: 0.1, quantity: 3 })).toBe(0.3);
    expect(creditAmount({ unitPrice: -24, quantity: 1 })).toBe("−$24.00");
    expect(creditAmount({ unitPrice: -1234.5, quantity: 1 })).toBe("−$1,234.50");
  });
});
