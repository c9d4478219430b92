import type { Database } from "@store/db";
import { insertProduct, insertTeamStore } from "@store/db/seed";
import { send, type TestServer } from "./helpers";

export const DAY = 24 * 60 * 60 * 1000;

export const family = { name: "Dana Parent", email: "Dana.Parent@Example.com", phone: "(205) 555-0199" };

/**
 * An open store closing in a week: a jersey (name and number required, $5 fee, $3 to the team,
 * required and in the player pack), shorts (number optional), a cap (one size, nothing printed).
 */
export async function jerseyStore(db: Database, values: Parameters<typeof insertTeamStore>[1] = {}) {
  const jerseyProduct = await insertProduct(db, { name: "Game Jersey", price: 30, category: "apparel" });
  const shortsProduct = await insertProduct(db, { name: "Game Shorts", price: 20, category: "apparel" });
  const capProduct = await insertProduct(db, { name: "Team Cap", price: 15, category: "accessories" });
  const inserted = await insertTeamStore(db, values, {
    items: [
      {
        productId: jerseyProduct.id,
        price: 35,
        fundraising: 3,
        sizes: ["Adult M", "Youth M", "Youth L"],
        personalisation: "both",
        personalisationRequired: true,
        maxNameLength: 10,
        personalisationFee: 5,
        required: true,
        inBundle: true,
      },
      {
        productId: shortsProduct.id,
        price: 22,
        sizes: ["Youth M", "Youth L"],
        personalisation: "number",
        inBundle: true,
      },
      { productId: capProduct.id, price: 18, fundraising: 2 },
    ],
    players: [
      { name: "Sam Lee", number: "12", email: "lee.family@example.com" },
      { name: "Alex Ortiz", email: "ortiz@example.com" },
    ],
  });
  const [jersey, shorts, cap] = inserted.items;
  if (!jersey || !shorts || !cap) throw new Error("store items missing");
  return { ...inserted, jersey, shorts, cap };
}

export type JerseyStore = Awaited<ReturnType<typeof jerseyStore>>;

/** A family's order body: a jersey for the player with a name and number, and any more lines. */
export function orderBody(
  s: JerseyStore,
  player: string,
  number: string | null,
  extra: Record<string, unknown>[] = [],
): Record<string, unknown> {
  return {
    customer: family,
    player_name: player,
    lines: [
      { item_id: s.jersey.id, size: "Youth M", quantity: 1, name: player.split(/\s+/).pop(), number },
      ...extra,
    ],
  };
}

export const placeTeamOrder = (
  server: TestServer,
  slug: string,
  body: unknown,
  headers: Record<string, string> = {},
) => send(server, "POST", `/api/team-stores/by-slug/${slug}/orders`, body, headers);

export interface PlacedBody {
  data: {
    order: {
      id: string;
      number: number;
      total: number;
      subtotal: number;
      player_name: string;
      team_batch: number;
      fulfilment: string;
      items: {
        id: string;
        product_name: string;
        size: string | null;
        quantity: number;
        unit_price: number;
        print_name: string | null;
        print_number: string | null;
        personalisation_fee: number;
        fundraising: number;
        team_store_item_id: string;
      }[];
    };
    order_path: string;
    order_url: string;
  };
}
export const placed = (res: { body: unknown }) => (res.body as PlacedBody).data;
export const tokenOf = (res: { body: unknown }) => placed(res).order_path.split("/").pop() ?? "";
export const messageOf = (res: { body: unknown }) => (res.body as { error: string }).error;
