import { type Database, orders, type TeamStore, teamStorePlayers } from "@store/db";
import { and, eq, ne } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import { MAX_LINE_QUANTITY } from "../../ordering/line-schemas";
import type { TeamLineInput } from "../family-schemas";
import type { StoreItemRow } from "../store/store-items";
import {
  isPersonalised,
  type PrintRules,
  playerKeyOf,
  printNameFor,
  printNumberFor,
} from "./personalisation";

/** A team line as stored: the store's price (with the fee when printed) and the team's share. */
export interface PricedTeamLine {
  teamStoreItemId: string;
  productId: string;
  productName: string;
  size: string | null;
  quantity: number;
  /** Store price plus the personalisation fee when a name or number is printed. */
  unitPrice: number;
  personalisationFee: number;
  fundraising: number;
  printName: string | null;
  printNumber: string | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

export const rulesOf = (row: StoreItemRow): PrintRules => ({
  productName: row.productName,
  personalisation: row.item.personalisation,
  personalisationRequired: row.item.personalisationRequired,
  maxNameLength: row.item.maxNameLength,
});

/** The line's size: one the store allows for the item, or none for a one-size item. */
export function allowedSize(row: StoreItemRow, asked: string | null, field: string): string | null {
  const { sizes } = row.item;
  if (sizes.length === 0) {
    if (asked === null) return null;
    const message = `"${row.productName}" comes in one size: leave the size out.`;
    throw AppError.badRequest(message, { [field]: message });
  }
  const size = sizes.find((s) => s.toLowerCase() === asked?.toLowerCase());
  if (size) return size;
  const message =
    asked === null
      ? `Choose a size for "${row.productName}": ${sizes.join(", ")}.`
      : `This store sells "${row.productName}" in ${sizes.join(", ")}: "${asked}" is not one of them.`;
  throw AppError.badRequest(message, { [field]: message });
}

/** One line priced and checked: the item's size, name and number rules, the store's prices. */
export function priceTeamLine(
  store: TeamStore,
  row: StoreItemRow,
  line: { size: string | null; quantity: number; name: string | null; number: string | null },
  at: string,
): PricedTeamLine {
  const rules = rulesOf(row);
  const printName = printNameFor(rules, line.name, `${at}.name`);
  const printNumber = printNumberFor(rules, store, line.number, `${at}.number`);
  const fee = isPersonalised(printName, printNumber) ? row.item.personalisationFee : 0;
  return {
    teamStoreItemId: row.item.id,
    productId: row.item.productId,
    productName: row.productName,
    size: allowedSize(row, line.size, `${at}.size`),
    quantity: line.quantity,
    unitPrice: (cents(row.item.price) + cents(fee)) / 100,
    personalisationFee: fee,
    fundraising: row.item.fundraising,
    printName,
    printNumber,
  };
}

/**
 * Prices a team cart from the store alone: each line an item of this store, in a size it allows,
 * with the name and number its rules take. Identical lines become one.
 */
export function priceTeamLines(
  store: TeamStore,
  items: readonly StoreItemRow[],
  lines: readonly TeamLineInput[],
): PricedTeamLine[] {
  const byId = new Map(items.map((row) => [row.item.id, row]));
  const merged = new Map<string, PricedTeamLine>();
  lines.forEach((line, index) => {
    const row = byId.get(line.item_id);
    if (!row) {
      const message = "This item is not sold in this team store. Reload the store and add it again.";
      throw AppError.badRequest(message, { [`lines.${index}.item_id`]: message });
    }
    const priced = priceTeamLine(store, row, line, `lines.${index}`);
    const key = [priced.teamStoreItemId, priced.size, priced.printName, priced.printNumber].join("|");
    const earlier = merged.get(key);
    const quantity = (earlier?.quantity ?? 0) + priced.quantity;
    if (quantity > MAX_LINE_QUANTITY)
      throw AppError.badRequest(
        `At most ${MAX_LINE_QUANTITY} of "${row.productName}" in one size per order.`,
      );
    merged.set(key, { ...priced, quantity });
  });
  return [...merged.values()];
}

/** The lines marked clothing or not by their product's category (tax holidays). */
export const withClothing = <Line extends { teamStoreItemId: string }>(
  lines: readonly Line[],
  items: readonly StoreItemRow[],
  clothing: (category: string | null | undefined) => boolean,
): (Line & { clothing: boolean })[] =>
  lines.map((line) => ({
    ...line,
    clothing: clothing(items.find((row) => row.item.id === line.teamStoreItemId)?.productCategory),
  }));

/** Subtotal of priced lines in dollars, summed in whole cents. */
export const subtotalOf = (lines: readonly { unitPrice: number; quantity: number }[]) =>
  lines.reduce((sum, l) => sum + cents(l.unitPrice) * l.quantity, 0) / 100;

/**
 * The player's name as stored: a roster name when it matches one (without case), so the coach's
 * list finds the order; a name the roster lacks is taken as typed (rosters are often incomplete).
 */
export async function playerNameFor(db: Database, storeId: string, typed: string): Promise<string> {
  const tidy = typed.replace(/\s+/g, " ").trim();
  const roster = await db
    .select({ name: teamStorePlayers.name })
    .from(teamStorePlayers)
    .where(eq(teamStorePlayers.storeId, storeId));
  return roster.find((p) => playerKeyOf(p.name) === playerKeyOf(tidy))?.name ?? tidy;
}

/**
 * A player's first order must hold every required item of the store; an order for a player who
 * already has a live order (not cancelled) in the store need not repeat them.
 */
export async function refuseWithoutRequiredItems(
  db: Database,
  storeId: string,
  playerName: string,
  items: readonly StoreItemRow[],
  lines: readonly PricedTeamLine[],
  exceptOrderId?: string,
): Promise<void> {
  const required = items.filter((row) => row.item.required);
  if (required.length === 0) return;
  const missing = required.filter((row) => !lines.some((l) => l.teamStoreItemId === row.item.id));
  if (missing.length === 0) return;
  const live = await db
    .select({ id: orders.id, player: orders.playerName })
    .from(orders)
    .where(and(eq(orders.teamStoreId, storeId), ne(orders.status, "cancelled")));
  const key = playerKeyOf(playerName);
  if (live.some((o) => o.id !== exceptOrderId && playerKeyOf(o.player ?? "") === key)) return;
  const names = missing.map((row) => `"${row.productName}"`).join(", ");
  throw AppError.badRequest(
    `A player's first order must include ${names}. Add ${missing.length === 1 ? "it" : "them"} to your team cart.`,
    { lines: `Add ${names}: every player needs ${missing.length === 1 ? "it" : "them"}.` },
  );
}
