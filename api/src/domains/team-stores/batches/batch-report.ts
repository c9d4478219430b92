import { apparelSizes, inSizeOrder, playerKey, UNKNOWN_NUMBER, youthSizes } from "@store/db/catalogue";
import type { Bag, BatchReport, SizeClass } from "../batch-schemas";
import type { BatchLine } from "./batch-lines";

// The production batch's figures as pure functions of its lines (and, for money, its orders'
// payments): no database here, so the invariants are tested on plain arrays.

export const ONE_SIZE = "One size";
const cents = (dollars: number) => Math.round(dollars * 100);

/** Youth, adult or one size: the size run's subtotals and the lettering's classes. */
export function sizeClassOf(size: string | null): SizeClass {
  if (!size) return "one_size";
  return (youthSizes as readonly string[]).includes(size) ? "youth" : "adult";
}

/** "Youth M" → "YM", "Adult XXL" → "XXL": the trade's column heads. */
export function shortSize(size: string): string {
  if (size.startsWith("Youth ")) return `Y${size.slice(6)}`;
  if (size.startsWith("Adult ")) return size.slice(6);
  return size;
}

/** Sizes in the sizing guide's order; sizes the guide does not know after them, "One size" last. */
export function sizesInOrder(sizes: Iterable<string>): string[] {
  const all = [...new Set(sizes)];
  const known = inSizeOrder(all.filter((s) => (apparelSizes as readonly string[]).includes(s)));
  const other = all.filter((s) => s !== ONE_SIZE && !known.includes(s)).sort();
  return [...known, ...other, ...(all.includes(ONE_SIZE) ? [ONE_SIZE] : [])];
}

const byProduct = (lines: BatchLine[]) => {
  const groups = new Map<string, BatchLine[]>();
  for (const line of lines) groups.set(line.product_name, [...(groups.get(line.product_name) ?? []), line]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
};

/** Per product: the quantity of each size ordered, youth/adult/one-size subtotals and total. */
export function sizeRun(lines: BatchLine[]): BatchReport["size_run"] {
  return byProduct(lines).map(([product_name, group]) => {
    const counts = new Map<string, number>();
    for (const l of group) counts.set(l.size ?? ONE_SIZE, (counts.get(l.size ?? ONE_SIZE) ?? 0) + l.quantity);
    const sum = (c: SizeClass) =>
      group.filter((l) => sizeClassOf(l.size) === c).reduce((n, l) => n + l.quantity, 0);
    return {
      product_name,
      sizes: sizesInOrder(counts.keys()).map((size) => ({
        size,
        short: shortSize(size),
        quantity: counts.get(size) ?? 0,
      })),
      youth: sum("youth"),
      adult: sum("adult"),
      one_size: sum("one_size"),
      total: group.reduce((n, l) => n + l.quantity, 0),
    };
  });
}

/** Numbers as numbers (7 before 12, "0" before "00"), then "##", then lines with a name only. */
export function compareNumbers(a: string | null, b: string | null): number {
  const rank = (n: string | null) => (n === null ? 2 : n === UNKNOWN_NUMBER ? 1 : 0);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (a === null || b === null || a === UNKNOWN_NUMBER) return 0;
  return Number(a) - Number(b) || a.length - b.length || a.localeCompare(b);
}

/** Per product, every line printed with a name or number, sorted by number ("##" last). */
export function namesAndNumbers(lines: BatchLine[]): BatchReport["names_numbers"] {
  return byProduct(lines.filter((l) => l.print_name || l.print_number))
    .map(([product_name, group]) => ({
      product_name,
      rows: group
        .map((l) => ({
          number: l.print_number,
          name: l.print_name,
          player_name: l.player_name,
          size: l.size,
          quantity: l.quantity,
          order_number: l.order_number,
        }))
        .sort(
          (a, b) =>
            compareNumbers(a.number, b.number) ||
            (a.name ?? "").localeCompare(b.name ?? "") ||
            a.order_number - b.order_number,
        ),
    }))
    .filter((p) => p.rows.length > 0);
}

/** Digits to cut and name plates to print, per product and size class (every unit counts). */
export function letteringCounts(lines: BatchLine[]): BatchReport["lettering"] {
  const rows: BatchReport["lettering"] = [];
  for (const [product_name, group] of byProduct(lines.filter((l) => l.print_name || l.print_number))) {
    for (const size_class of ["youth", "adult", "one_size"] as const) {
      const inClass = group.filter((l) => sizeClassOf(l.size) === size_class);
      if (inClass.length === 0) continue;
      const digits = Array.from({ length: 10 }, () => 0);
      let name_plates = 0;
      let unknown_numbers = 0;
      for (const l of inClass) {
        if (l.print_name) name_plates += l.quantity;
        if (l.print_number === UNKNOWN_NUMBER) unknown_numbers += l.quantity;
        else
          for (const ch of l.print_number ?? "") {
            const d = Number(ch);
            if (Number.isInteger(d) && ch >= "0" && ch <= "9") digits[d] = (digits[d] ?? 0) + l.quantity;
          }
      }
      rows.push({ product_name, size_class, digits, name_plates, unknown_numbers });
    }
  }
  return rows;
}

/**
 * One bag per player (the player's name compared as the roster does), sorted by the player's
 * name: every bag has a name, not every bag a number. The bag's number is the one printed on its
 * items (a known number before "##").
 */
export function bagsOf(lines: BatchLine[]): Bag[] {
  const players = new Map<string, BatchLine[]>();
  for (const l of lines)
    players.set(playerKey(l.player_name), [...(players.get(playerKey(l.player_name)) ?? []), l]);
  const sorted = [...players.entries()].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }));
  return sorted.map(([, group], index) => {
    const numbers = group.map((l) => l.print_number).filter((n): n is string => Boolean(n));
    return {
      bag: index + 1,
      of: sorted.length,
      player_name: group[0]?.player_name ?? "",
      number: numbers.find((n) => n !== UNKNOWN_NUMBER) ?? numbers[0] ?? null,
      order_numbers: [...new Set(group.map((l) => l.order_number))].sort((a, b) => a - b),
      pieces: group.reduce((n, l) => n + l.quantity, 0),
      // By item, then size in the guide's order: the same on every bag, whatever order lines came in.
      lines: group
        .map((l) => ({
          product_name: l.product_name,
          size: l.size,
          quantity: l.quantity,
          print_name: l.print_name,
          print_number: l.print_number,
        }))
        .sort(
          (a, b) =>
            a.product_name.localeCompare(b.product_name) ||
            sizesInOrder([a.size ?? ONE_SIZE, b.size ?? ONE_SIZE]).indexOf(a.size ?? ONE_SIZE) -
              sizesInOrder([a.size ?? ONE_SIZE, b.size ?? ONE_SIZE]).indexOf(b.size ?? ONE_SIZE),
        ),
    };
  });
}

/** The team's share per item (grouped by its amount per unit) and in total, in exact cents. */
export function fundraisingSummary(lines: BatchLine[]): BatchReport["fundraising"] {
  const groups = new Map<string, { product_name: string; per_unit: number; units: number }>();
  for (const l of lines) {
    if (cents(l.fundraising) <= 0) continue;
    const key = `${l.product_name}\u0000${cents(l.fundraising)}`;
    const g = groups.get(key) ?? { product_name: l.product_name, per_unit: l.fundraising, units: 0 };
    g.units += l.quantity;
    groups.set(key, g);
  }
  const items = [...groups.values()]
    .sort((a, b) => a.product_name.localeCompare(b.product_name) || a.per_unit - b.per_unit)
    .map((g) => ({ ...g, amount: (cents(g.per_unit) * g.units) / 100 }));
  return { items, total: items.reduce((sum, i) => sum + cents(i.amount), 0) / 100 };
}

/** An order of the batch with its money as it stands now (payments come after the freeze). */
export interface BatchOrderMoney {
  order_id: string;
  order_number: number;
  player_name: string;
  customer_name: string | null;
  tax: number;
  total: number;
  amount_paid: number;
  balance: number;
  payment_state: string;
}

/** Orders with a balance still owed, by order number. */
export const unpaidOrders = (orders: BatchOrderMoney[]): BatchOrderMoney[] =>
  orders.filter((o) => cents(o.balance) > 0).sort((a, b) => a.order_number - b.order_number);

/** The whole report: the store's facts and window words come from the caller. */
export function batchReport(
  header: Pick<
    BatchReport["header"],
    "store_id" | "team_name" | "slug" | "sport" | "batch" | "window" | "opens_at" | "closes_at" | "frozen_at"
  >,
  lines: BatchLine[],
  orders: BatchOrderMoney[],
): BatchReport {
  const bags = bagsOf(lines);
  const unpaid = unpaidOrders(orders);
  const sum = (pick: (o: BatchOrderMoney) => number) => orders.reduce((n, o) => n + cents(pick(o)), 0) / 100;
  return {
    header: {
      ...header,
      orders: orders.length,
      pieces: lines.reduce((n, l) => n + l.quantity, 0),
      players: bags.length,
      paid_orders: orders.length - unpaid.length,
      unpaid_orders: unpaid.length,
      tax: sum((o) => o.tax),
      total: sum((o) => o.total),
      amount_paid: sum((o) => o.amount_paid),
      balance: sum((o) => o.balance),
    },
    size_run: sizeRun(lines),
    grand_total: lines.reduce((n, l) => n + l.quantity, 0),
    names_numbers: namesAndNumbers(lines),
    lettering: letteringCounts(lines),
    bags,
    unpaid,
    fundraising: fundraisingSummary(lines),
  };
}

export { numberWords, printedAs as printWords } from "@store/db/catalogue";
