import type { HomeDto } from "@store/api/contracts";

type LowItem = Pick<HomeDto["queue"]["running_low"]["items"][number], "stock" | "set_aside">;

/**
 * What a Running low item says: what is left for sale, and what sits on the shelf set aside for a
 * team's batch or an order (it is not for sale, so staff see why a full shelf is listed).
 */
export function lowStockWords(item: LowItem): string {
  if (item.stock === null) return "Out of stock";
  const left = item.stock === 0 ? "None left" : `${item.stock} left`;
  return item.set_aside > 0 ? `${left} · ${item.set_aside} set aside` : left;
}
