import type { Database } from "@store/db";
import { insertProduct, insertTeamStore, insertTeamStoreOrder } from "@store/db/seed";

/**
 * A store with three items and a roster of five: batch 1 holds four live orders for three players
 * (Sam Lee orders twice, once as "sam  lee"), one cancelled order, and batch 2 one late order.
 * Sam's first order is paid, Max's has a $10 deposit, Ava's and Sam's second are unpaid.
 */
export async function teamBatchStore(db: Database, values: Parameters<typeof insertTeamStore>[1] = {}) {
  const jersey = await insertProduct(db, { name: "Game Jersey", price: 30, category: "apparel" });
  const shorts = await insertProduct(db, { name: "Game Shorts", price: 20, category: "apparel" });
  const cap = await insertProduct(db, { name: "Team Cap", price: 15, category: "accessories", sizes: [] });
  const { store, items, players } = await insertTeamStore(
    db,
    { teamName: "Clanton Eagles 12U", slug: `eagles-${crypto.randomUUID().slice(0, 6)}`, ...values },
    {
      items: [
        { productId: jersey.id, price: 35, fundraising: 5, personalisation: "both", personalisationFee: 3 },
        { productId: shorts.id, price: 22, fundraising: 2 },
        { productId: cap.id, price: 18 },
      ],
      players: [
        { name: "Sam Lee", number: "12", email: "lee.family@example.com" },
        { name: "Ava Cruz", number: "7", email: "cruz.family@example.com" },
        { name: "Max Diaz", email: null },
        { name: "Noah Park", number: "3", email: "park.family@example.com" },
        { name: "Eli Stone", email: null },
      ],
    },
  );
  const [jerseyItem, shortsItem, capItem] = items;
  if (!jerseyItem || !shortsItem || !capItem) throw new Error("items missing");
  const j = { item: jerseyItem, productName: jersey.name };
  const s = { item: shortsItem, productName: shorts.name };
  const c = { item: capItem, productName: cap.name };
  const customer = (name: string) => ({
    name,
    email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    phone: "(205) 555-0199",
  });
  const sam = await insertTeamStoreOrder(db, {
    store,
    player: "Sam Lee",
    customer: customer("Dana Lee"),
    lines: [
      { ...j, size: "Youth M", quantity: 2, printName: "Lee", printNumber: "12" },
      { ...s, size: "Youth M" },
    ],
    paid: 2 * 38 + 22,
  });
  const ava = await insertTeamStoreOrder(db, {
    store,
    player: "Ava Cruz",
    customer: customer("Rita Cruz"),
    lines: [{ ...j, size: "Adult S", printName: "Cruz", printNumber: "7" }, { ...c }],
  });
  const max = await insertTeamStoreOrder(db, {
    store,
    player: "Max Diaz",
    customer: customer("Leo Diaz"),
    lines: [{ ...j, size: "Youth L", printName: "Diaz", printNumber: "##" }],
    paid: 10,
  });
  const samAgain = await insertTeamStoreOrder(db, {
    store,
    player: "sam  lee",
    customer: customer("Dana Lee"),
    lines: [{ ...c, quantity: 1 }],
  });
  const cancelled = await insertTeamStoreOrder(db, {
    store,
    player: "Zed Quinn",
    customer: customer("Zoe Quinn"),
    lines: [{ ...s, size: "Adult XL", quantity: 4 }],
    status: "cancelled",
  });
  const late = await insertTeamStoreOrder(db, {
    store,
    batch: 2,
    player: "Noah Park",
    customer: customer("Kim Park"),
    lines: [{ ...j, size: "Adult M", printName: "Park", printNumber: "3" }],
  });
  return { store, items, players, orders: { sam, ava, max, samAgain, cancelled, late } };
}
