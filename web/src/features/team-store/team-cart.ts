import { startTransition, useEffect, useState } from "react";
import type { FamilyItem } from "./team-store-types";

/** One line of a team cart: an item of the store, its size, how many, and what prints on it. */
export interface TeamCartLine {
  key: string;
  item_id: string;
  size: string | null;
  quantity: number;
  name: string;
  number: string;
}

// Each store keeps its own cart (never the shop's), in this browser, until the order is placed.
// The team's name is kept beside it, so the header's bag can name a cart in progress on any page.
const storageKey = (slug: string) => `team-cart:${slug}`;
export const TEAM_CART_PREFIX = "team-cart:";
export const teamNameKey = (slug: string) => `team-cart-team:${slug}`;

function readCart(slug: string): TeamCartLine[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(slug)) ?? "[]");
    return Array.isArray(saved) ? (saved as TeamCartLine[]) : [];
  } catch {
    return [];
  }
}

/** Lines put into a store's saved team cart from elsewhere (a reorder), read when the store opens. */
export function addToSavedTeamCart(slug: string, added: Omit<TeamCartLine, "key">[]): boolean {
  try {
    const lines = [...readCart(slug), ...added.map((line) => ({ ...line, key: crypto.randomUUID() }))];
    localStorage.setItem(storageKey(slug), JSON.stringify(lines));
    return true;
  } catch {
    return false;
  }
}

/** The team cart of one store: its lines, kept across reloads, and the ways to change them. */
export function useTeamCart(slug: string, teamName = "") {
  // The server draws the store with an empty cart; the saved one is read once the browser has taken
  // the page over, so its first render is the server's (a saved cart read at once broke hydration).
  const [lines, setLines] = useState<TeamCartLine[]>([]);
  const [readFor, setReadFor] = useState<string>();
  // As a transition: the store's whole page draws again with the saved lines, and React does that in
  // short slices (at once it held a phone's main thread 14 ms). A line added meanwhile is kept: React
  // applies it after the saved ones.
  useEffect(() => {
    startTransition(() => {
      setLines(readCart(slug));
      setReadFor(slug);
    });
  }, [slug]);
  useEffect(() => {
    // Never before the saved cart is read: the empty first render would write over it.
    if (readFor !== slug) return;
    try {
      localStorage.setItem(storageKey(slug), JSON.stringify(lines));
      if (teamName) localStorage.setItem(teamNameKey(slug), teamName);
    } catch {
      // Storage blocked: the cart lives as long as the page.
    }
  }, [slug, lines, readFor, teamName]);
  const add = (added: Omit<TeamCartLine, "key">[]) =>
    setLines((now) => [...now, ...added.map((line) => ({ ...line, key: crypto.randomUUID() }))]);
  const update = (key: string, patch: Partial<Omit<TeamCartLine, "key" | "item_id">>) =>
    setLines((now) => now.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const remove = (key: string) => setLines((now) => now.filter((line) => line.key !== key));
  const clear = () => setLines([]);
  return { lines, add, update, remove, clear };
}
export type TeamCart = ReturnType<typeof useTeamCart>;

/** How many items the cart holds (each line's quantity), as the bar and the header's bag count them. */
export const itemCountOf = (lines: readonly Pick<TeamCartLine, "quantity">[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** What prints, as the family will see it on the item. */
export const asPrinted = (text: string) => text.replace(/\s+/g, " ").trim().toUpperCase();

/** The line's unit price as the server computes it: the store's price, plus the fee when printed. */
export function unitPriceOf(item: FamilyItem, line: Pick<TeamCartLine, "name" | "number">): number {
  const printed = line.name.trim() !== "" || line.number.trim() !== "";
  return (Math.round(item.price * 100) + (printed ? Math.round(item.personalisation_fee * 100) : 0)) / 100;
}

/** The cart's total in dollars, summed in whole cents (the server's total is the one that counts). */
export function cartTotal(lines: readonly TeamCartLine[], items: readonly FamilyItem[]): number {
  return (
    lines.reduce((sum, line) => {
      const item = items.find((i) => i.id === line.item_id);
      return item ? sum + Math.round(unitPriceOf(item, line) * 100) * line.quantity : sum;
    }, 0) / 100
  );
}

/** The lines as the server takes them: no price, ever. */
export const linesForServer = (lines: readonly TeamCartLine[]) =>
  lines.map(({ item_id, size, quantity, name, number }) => ({
    item_id,
    size,
    quantity,
    name: name.trim() || null,
    number: number.trim() || null,
  }));

/** The access code a family typed for a store, kept for this browser tab only. */
export const savedAccessCode = {
  get: (slug: string) => {
    try {
      return sessionStorage.getItem(`team-code:${slug}`) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set: (slug: string, code: string) => {
    try {
      sessionStorage.setItem(`team-code:${slug}`, code);
    } catch {
      // The family types it again after a reload.
    }
  },
};
