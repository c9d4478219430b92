import { printedAs } from "@store/db/catalogue";
import type { OrderDto } from "../schemas";

/** A line's item as printed on paper: the product, and under it the name and number to print. */
export function itemWords(line: OrderDto["items"][number]): string {
  const printed = printedAs(line.print_name, line.print_number);
  return printed ? `${line.product_name}\nPrint: ${printed}` : line.product_name;
}

/** Whom the order is for, when a team store's order is for a player: "Player: Sam Lee (Eagles 12U, batch 1)". */
export function playerWords(order: OrderDto): string[] {
  if (!order.team_store) return [];
  const player = order.player_name ? `Player: ${order.player_name}` : "Team store order";
  return [`${player} (${order.team_store.team_name}, batch ${order.team_store.batch})`];
}
