import { readFileSync, writeFileSync } from "node:fs";
import fc from "fast-check";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  type SupplierFileOrder,
  supplierDownload,
  supplierTextFiles,
} from "../src/domains/purchasing/orders/supplier-files";
import { sanmarKeys } from "../src/domains/purchasing/orders/supplier-files/sanmar-txt";
import { AppError } from "../src/errors/app-error";

// The supplier files, byte for byte against golden files under test/golden/supplier-files/: the
// plain CSV, S&S Activewear's order JSON and SanMar's three FTP text files. The S&S and SanMar
// goldens were written from the suppliers' public guides (see each adapter's header) and are what
// a person confirms with the rep before the first real order. UPDATE_GOLDEN=1 rewrites them.

const golden = (name: string) => new URL(`./golden/supplier-files/${name}`, import.meta.url);

const order: SupplierFileOrder = {
  poNumber: "PO-1042",
  // 3 June 2026, 16:30 in Clanton (21:30 UTC): the files are dated in the store's day.
  date: new Date("2026-06-03T21:30:00Z"),
  supplier: { name: "SanMar", accountNumber: "123456" },
  lines: [
    { styleNumber: "PC61", colorName: "Navy", size: "Youth M", sku: "1003-3", quantity: 12, unitCost: 3.18 },
    { styleNumber: "PC61", colorName: "Navy", size: "Adult L", sku: "1003-6", quantity: 7, unitCost: 3.18 },
    {
      styleNumber: "ST350",
      colorName: "True Royal, Heather",
      size: "Adult 2XL",
      sku: "23512-8",
      quantity: 2,
      unitCost: 6.5,
    },
  ],
};
const ssOrder: SupplierFileOrder = {
  ...order,
  supplier: { name: "S&S Activewear", accountNumber: "98765" },
  lines: [
    { styleNumber: "5000", colorName: "Navy", size: "M", sku: "B00760004", quantity: 24, unitCost: 2.49 },
    { styleNumber: "5000", colorName: "Navy", size: "2XL", sku: "B00760006", quantity: 3, unitCost: 4.12 },
  ],
};

function expectGolden(name: string, text: string) {
  if (process.env.UPDATE_GOLDEN) writeFileSync(golden(name), text);
  expect(text, name).toBe(readFileSync(golden(name), "utf8"));
}

describe("supplier files", () => {
  it("writes the plain CSV any supplier takes", () => {
    const [file] = supplierTextFiles("csv", order);
    expect(file?.name).toBe("PO-1042.csv");
    expectGolden("PO-1042.csv", file?.text ?? "");
  });

  it("writes S&S Activewear's order body", () => {
    const [file] = supplierTextFiles("ss_json", ssOrder);
    expect(file?.name).toBe("PO-1042-ss-order.json");
    expectGolden("PO-1042-ss-order.json", file?.text ?? "");
    const body = JSON.parse(file?.text ?? "{}");
    expect(body).toMatchObject({
      shippingMethod: "1",
      poNumber: "PO-1042",
      testOrder: false,
      autoselectWarehouse: true,
      lines: [
        { identifier: "B00760004", qty: 24 },
        { identifier: "B00760006", qty: 3 },
      ],
    });
    expect(Object.keys(body.shippingAddress)).toEqual([
      "customer",
      "attn",
      "address",
      "city",
      "state",
      "zip",
      "residential",
    ]);
  });

  it("writes SanMar's CustInfo, Details and Release files, dated in the store's day, without commas in values", () => {
    const files = supplierTextFiles("sanmar_txt", order);
    expect(files.map((f) => f.name)).toEqual([
      "06-03-2026-1CustInfo.txt",
      "06-03-2026-1Details.txt",
      "06-03-2026-1Release.txt",
    ]);
    for (const f of files) expectGolden(f.name.replace(/^\d\d-\d\d-\d{4}-1/, "sanmar-"), f.text);
    const [custInfo, details] = files;
    expect(custInfo?.text.trimEnd().split(",")).toHaveLength(14);
    for (const line of details?.text.trimEnd().split("\r\n") ?? []) expect(line.split(",")).toHaveLength(4);
  });

  it("answers SanMar's three files as one zip holding the same bytes", () => {
    const file = supplierDownload("sanmar_txt", order);
    expect(file.contentType).toBe("application/zip");
    expect(file.download).toBe("PO-1042-sanmar_txt.zip");
    const entries = unzipSync(file.body as Uint8Array);
    expect(Object.keys(entries).sort()).toEqual([
      "06-03-2026-1CustInfo.txt",
      "06-03-2026-1Details.txt",
      "06-03-2026-1Release.txt",
    ]);
    expect(new TextDecoder().decode(entries["06-03-2026-1Details.txt"])).toBe(
      readFileSync(golden("sanmar-Details.txt"), "utf8"),
    );
    // The same order zips to the same bytes (a fixed time in every entry).
    expect(supplierDownload("sanmar_txt", order).body).toEqual(file.body);
  });

  it("refuses a SanMar line whose SKU is not its inventory key and size index, naming it", () => {
    const bad = {
      ...order,
      lines: [{ ...order.lines[0], sku: "PC61-NV-M" } as SupplierFileOrder["lines"][number]],
    };
    expect(() => supplierTextFiles("sanmar_txt", bad)).toThrow(AppError);
    expect(() => supplierTextFiles("sanmar_txt", bad)).toThrow(/PC61 Navy Youth M \(SKU PC61-NV-M\).*Blanks/);
  });

  it("quotes any CSV value that holds a comma, a quote or a line break, and every row ends CRLF (property)", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 10_000 }), (color, quantity) => {
        const [file] = supplierTextFiles("csv", {
          ...order,
          lines: [{ ...(order.lines[0] as SupplierFileOrder["lines"][number]), colorName: color, quantity }],
        });
        const text = file?.text ?? "";
        expect(text.endsWith("\r\n")).toBe(true);
        const row = text.split("\r\n")[1] ?? "";
        if (/[",\r\n]/.test(color)) expect(text).toContain(`"${color.replaceAll('"', '""')}"`);
        else expect(row.split(",")[2]).toBe(color);
      }),
    );
  });

  it("reads SanMar's keys only from digits joined by -, / or :", () => {
    expect(sanmarKeys("1003-3")).toEqual({ inventoryKey: "1003", sizeIndex: "3" });
    expect(sanmarKeys(" 23512 / 8 ")).toEqual({ inventoryKey: "23512", sizeIndex: "8" });
    for (const sku of ["PC61", "1003", "1003-", "a-3", "1003-3-1"]) expect(sanmarKeys(sku), sku).toBeNull();
  });
});
