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
  // After the columns sheets already read by position: the order's tax and its total with tax.
  "Order sales tax",
  "Order total",
];

const money = (n: number) => n.toFixed(2);
/** An order's tax and total now; blank for an order cancelled since the batch was frozen. */
const orderMoney = (o: { tax: number; total: number } | undefined) =>
  o ? [money(o.tax), money(o.total)] : ["", ""];

/** The batch as a spreadsheet: one row per line, with the order's payment state (staff only). */
export function batchCsv({ report, lines, orders }: LoadedBatch, now: Date): CsvFile {
  const payment = new Map(orders.map((o) => [o.order_number, o.payment_state]));
  const moneyOf = new Map(orders.map((o) => [o.order_number, o]));
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
    ...orderMoney(moneyOf.get(l.order_number)),
  ]);
  return csvFile(`${report.header.slug}-batch-${report.header.batch}`, header, rows, now);
}
