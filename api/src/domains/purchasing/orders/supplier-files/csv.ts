// The plain CSV any supplier takes: one row per SKU with the purchase order's number. No supplier
// publishes this layout; it is the shop's own, written so a rep can paste it into their order screen.
import type { SupplierFileAdapter, SupplierFileOrder } from "./types";

const quoted = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvHeader = ["PO Number", "Style", "Color", "Size", "SKU", "Quantity", "Unit Cost"];

export function purchaseOrderCsv(order: SupplierFileOrder): string {
  const rows = [
    csvHeader,
    ...order.lines.map((l) => [
      order.poNumber,
      l.styleNumber,
      l.colorName,
      l.size,
      l.sku,
      l.quantity,
      l.unitCost.toFixed(2),
    ]),
  ];
  // RFC 4180: CRLF after every record.
  return rows.map((row) => `${row.map(quoted).join(",")}\r\n`).join("");
}

export const csvAdapter: SupplierFileAdapter = {
  format: "csv",
  write: (order) => [
    { name: `${order.poNumber}.csv`, contentType: "text/csv", text: purchaseOrderCsv(order) },
  ],
};
