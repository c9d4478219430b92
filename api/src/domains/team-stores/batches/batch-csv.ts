import type { CsvFile } from "../../../common/admin-list";
import { csvFile } from "../../../common/csv";
import { sizeClassOf } from "./batch-report";
import type { LoadedBatch } from "./load-batch";

const header = [
  "Order",
  "Player",
  "Customer",
  "Product",
  "Size",
  "Size class",
  "Quantity",
  "Print name",
  "Print number",
  "Unit price",
  "Name and number fee",
  "Fundraising per unit",
  "Line total",
  "Payment",
];

const money = (n: number) => n.toFixed(2);

/** The batch as a spreadsheet: one row per line, with the order's payment state (staff only). */
export function batchCsv({ report, lines, orders }: LoadedBatch, now: Date): CsvFile {
  const payment = new Map(orders.map((o) => [o.order_number, o.payment_state]));
  const rows = lines.map((l) => [
    String(l.order_number),
    l.player_name,
    l.customer_name ?? "",
    l.product_name,
    l.size ?? "One size",
    sizeClassOf(l.size).replace("_", " "),
    String(l.quantity),
    l.print_name ?? "",
    l.print_number ?? "",
    money(l.unit_price),
    money(l.personalisation_fee),
    money(l.fundraising),
    money((Math.round(l.unit_price * 100) * l.quantity) / 100),
    payment.get(l.order_number) ?? "cancelled since",
  ]);
  return csvFile(`${report.header.slug}-batch-${report.header.batch}`, header, rows, now);
}
