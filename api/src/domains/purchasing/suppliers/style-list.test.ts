import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { matchSize, matchStyleHeaders, readCost, readStyleList, sizeKey, styleColumnOf } from "./style-list";

describe("a style list's headers", () => {
  it("reads S&S's and SanMar's names, whatever their capitals, spaces and punctuation", () => {
    expect(
      matchStyleHeaders(["sku", "styleName", "colorName", "sizeName", "piecePrice", "customerPrice"]),
    ).toEqual({
      sku: "sku",
      style: "styleName",
      color: "colorName",
      size: "sizeName",
      cost: "customerPrice",
    });
    expect(matchStyleHeaders(["UNIQUE_KEY", "STYLE#", "COLOR_NAME", "SIZE", "PIECE_PRICE"])).toEqual({
      sku: "UNIQUE_KEY",
      style: "STYLE#",
      color: "COLOR_NAME",
      size: "SIZE",
      cost: "PIECE_PRICE",
    });
    expect(styleColumnOf("Style Name")).toBe("style");
    expect(styleColumnOf(" colour ")).toBe("color");
    expect(styleColumnOf("brandName")).toBeUndefined();
  });

  it("takes the best header for a column in any order (cost before customer price before price)", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(["Price", "PIECE_PRICE", "CustomerPrice", "cost"], { minLength: 1 }),
        (headers) => {
          const best = ["cost", "CustomerPrice", "PIECE_PRICE", "Price"].find((h) => headers.includes(h));
          expect(matchStyleHeaders(headers).cost).toBe(best);
        },
      ),
    );
  });
});

describe("a style list's costs", () => {
  it("reads $ and thousands commas, rounded to the cent", () => {
    expect(readCost("$3.12")).toBe(3.12);
    expect(readCost(" $ 1,203.5 ")).toBe(1203.5);
    expect(readCost(".5")).toBe(0.5);
    expect(readCost("3.125")).toBe(3.13);
    for (const bad of ["", "-2", "three", "3.1.2", "$", "1e3"]) expect(readCost(bad), bad).toBeUndefined();
  });

  it("reads back any cent amount written with or without $", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (cents, dollarSign) => {
        const text = `${dollarSign ? "$" : ""}${(cents / 100).toFixed(2)}`;
        expect(readCost(text)).toBe(cents / 100);
      }),
    );
  });
});

const row = fc.record({
  style: fc.stringMatching(/^[A-Z0-9]{1,8}$/),
  color: fc.stringMatching(/^[A-Za-z][A-Za-z /]{0,15}[A-Za-z]$/),
  size: fc.constantFrom("S", "M", "L", "XL", "2XL", "YM"),
  cost: fc.integer({ min: 0, max: 100_000 }),
});

describe("reading a style list", () => {
  it("keeps every row of a good list as written, whatever order its columns come in", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(row, {
          minLength: 1,
          maxLength: 30,
          selector: (r) => `${r.style}|${r.color}|${r.size}`,
        }),
        fc.shuffledSubarray(["Style", "Color", "Size", "SKU", "Price"], { minLength: 5 }),
        (rows, headers) => {
          const records = rows.map((r, i) => ({
            Style: r.style,
            Color: r.color,
            Size: r.size,
            SKU: `SKU${i}`,
            Price: `$${(r.cost / 100).toFixed(2)}`,
          }));
          const read = readStyleList(Papa.unparse(records, { columns: headers }));
          expect(read).toEqual({
            ok: true,
            rows: rows.map((r, i) => ({
              styleNumber: r.style,
              colorName: r.color,
              size: r.size,
              sku: `SKU${i}`,
              cost: r.cost / 100,
            })),
          });
        },
      ),
    );
  });

  it("refuses the whole list at the first bad row, naming its line", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 20 }), (badAt, extra) => {
        const lines = ["Style,Color,Size,SKU,Price"];
        for (let i = 0; i < badAt + extra; i += 1)
          lines.push(`G500,Navy,M,S${i},${i === badAt ? "n/a" : "3.12"}`);
        const read = readStyleList(lines.join("\n"));
        expect(read).toMatchObject({ ok: false, line: badAt + 2 });
        if (!read.ok) expect(read.message).toContain(`Line ${badAt + 2}: the cost "n/a" is not an amount`);
      }),
    );
  });

  it("names the columns a header row lacks", () => {
    const read = readStyleList("Style,Size,SKU\nG500,M,1");
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/no column for color .*cost/);
  });
});

describe("sizes across the store's and the suppliers' words", () => {
  it("reduces both to one key", () => {
    expect(sizeKey("Adult XXL")).toEqual({ bare: "XXL", youth: false });
    expect(sizeKey("2XL")).toEqual({ bare: "XXL", youth: false });
    expect(sizeKey("Youth M")).toEqual({ bare: "M", youth: true });
    expect(sizeKey("YM")).toEqual({ bare: "M", youth: true });
    expect(sizeKey("Youth XS")).toEqual(sizeKey("YXS"));
  });

  it("matches a youth size to a bare size only for a youth-only product", () => {
    const rows = [{ size: "S" }, { size: "M" }, { size: "2XL" }];
    expect(matchSize("Adult M", rows)).toEqual({ size: "M" });
    expect(matchSize("Adult XXL", rows)).toEqual({ size: "2XL" });
    expect(matchSize("Youth M", rows)).toBeUndefined();
    expect(matchSize("Youth M", rows, true)).toEqual({ size: "M" });
    expect(matchSize("Youth M", [{ size: "M" }, { size: "YM" }])).toEqual({ size: "YM" });
    expect(matchSize("Adult M", [{ size: "YM" }])).toBeUndefined();
  });
});
