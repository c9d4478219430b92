import { itemCountOf, TEAM_CART_PREFIX, type TeamCartLine, teamNameKey } from "./team-cart";

/** A team cart this browser holds: its store, the team's name and how many items are in it. */
export interface TeamCartInProgress {
  slug: string;
  teamName: string;
  count: number;
}

/**
 * The team carts with something in them, read from this browser's storage (the header's bag
 * points to them: a family with a team cart is not told "Your cart is empty").
 */
export function teamCartsInProgress(
  storage: Storage | undefined = globalThis.localStorage,
): TeamCartInProgress[] {
  if (!storage) return [];
  const found: TeamCartInProgress[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(TEAM_CART_PREFIX)) continue;
      const slug = key.slice(TEAM_CART_PREFIX.length);
      const lines: unknown = JSON.parse(storage.getItem(key) ?? "[]");
      if (!Array.isArray(lines) || lines.length === 0) continue;
      const count = itemCountOf(lines as TeamCartLine[]);
      found.push({ slug, teamName: storage.getItem(teamNameKey(slug)) || "your team", count });
    }
  } catch {
    // Storage blocked or a cart unreadable: the bag shows the shop's cart alone.
  }
  return found.sort((a, b) => a.teamName.localeCompare(b.teamName));
}
