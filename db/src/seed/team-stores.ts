import { eq } from "drizzle-orm";
import { adultSizes, youthSizes } from "../catalogue/sizes";
import type { Database } from "../client";
import { orderPayments, orders, teamStoreBatches, teamStores } from "../schema/index";
import { liveTeamBatchLines } from "../team-batch-lines";
import { insertTeamStore, insertTeamStoreOrder, type TeamStoreOrderLine } from "./team-store-factories";

// The demo's two team stores, so a newcomer sees the feature right after `npm start`: one open
// (a roster with players who have not ordered yet) and one closed and in production with its
// batch 1 frozen.

const DAY = 24 * 60 * 60 * 1000;
type Product = { id: string; name: string; price: number };
const sized = [...youthSizes.slice(1), ...adultSizes.slice(0, 4)];

const openRoster: [name: string, number: string, email: string | null][] = [
  ["Mason Reed", "1", "reed.family@example.com"],
  ["Carter Bell", "3", "bell.family@example.com"],
  ["Jackson Hale", "5", null],
  ["Wyatt Cole", "7", "cole.family@example.com"],
  ["Luke Ortiz", "9", "ortiz.family@example.com"],
  ["Eli Brooks", "11", "brooks.family@example.com"],
  ["Owen Price", "12", null],
  ["Caleb Nash", "14", "nash.family@example.com"],
  ["Levi Grant", "17", "grant.family@example.com"],
  ["Henry Shaw", "21", "shaw.family@example.com"],
  ["Sam Dawson", "23", "dawson.family@example.com"],
  ["Noah Fields", "27", null],
];

// Player, jersey size, pants size, name to print, extra (cap or hoodie), paid in full.
const openOrders: [string, string, string, string, "cap" | "hoodie" | null, boolean][] = [
  ["Mason Reed", "Youth M", "Youth M", "REED", "cap", true],
  ["Carter Bell", "Youth L", "Youth L", "BELL", null, false],
  ["Wyatt Cole", "Youth S", "Youth M", "COLE", "hoodie", false],
  ["Eli Brooks", "Youth XL", "Adult S", "BROOKS", "cap", true],
  ["Owen Price", "Youth M", "Youth M", "PRICE", null, false],
  ["Levi Grant", "Adult S", "Adult S", "GRANT", "hoodie", false],
  ["Sam Dawson", "Youth L", "Youth XL", "DAWSON", "cap", false],
];

const closedPlayers: [string, string, string][] = [
  ["Ava Mitchell", "2", "Adult S"],
  ["Ella Turner", "4", "Youth XL"],
  ["Grace Hill", "6", "Adult M"],
  ["Lily Moore", "8", "Youth L"],
  ["Chloe Ward", "10", "Adult S"],
  ["Zoe Carter", "13", "Adult M"],
  ["Mia Foster", "15", "Youth XL"],
  ["Ruby Hayes", "16", "Adult L"],
  ["Nora James", "18", "Adult S"],
  ["Ivy Perry", "##", "Youth L"],
];

const email = (player: string) => `${player.split(" ")[1]?.toLowerCase()}.parent@example.com`;
const parent = (player: string) => `Pat ${player.split(" ")[1]}`;

/**
 * Seeds the two demo stores from the catalogue's jersey, pants, cap and hoodie. `now` is the
 * moment the demo is written; the open store closes five days later.
 */
export async function seedTeamStores(
  db: Database,
  products: { jersey: Product; pants: Product; cap: Product; hoodie: Product },
  now: Date,
): Promise<number> {
  const { jersey, pants, cap, hoodie } = products;
  const itemsFor = (fundraising: number) => [
    {
      productId: jersey.id,
      price: 52,
      fundraising,
      sizes: sized,
      personalisation: "both" as const,
      personalisationRequired: true,
      required: true,
      inBundle: true,
    },
    { productId: pants.id, price: 27, fundraising, sizes: sized, required: true, inBundle: true },
    { productId: cap.id, price: 22, fundraising: 2 },
    {
      productId: hoodie.id,
      price: 38,
      fundraising: 4,
      sizes: sized,
      personalisation: "name" as const,
      personalisationFee: 5,
    },
  ];
  const closeAt = new Date(now.getTime() + 5 * DAY);
  // An evening close in Clanton: 02:00 UTC is 8:00 PM CST (9:00 PM while daylight saving lasts).
  closeAt.setUTCHours(2, 0, 0, 0);
  const open = await insertTeamStore(
    db,
    {
      slug: "eagles-12u-2027",
      teamName: "Clanton Eagles 12U Baseball",
      sport: "Baseball",
      coachName: "Coach Ray Dawson",
      coachEmail: "coach.dawson@example.com",
      status: "open",
      opensAt: new Date(now.getTime() - 4 * DAY),
      closesAt: closeAt,
      numberMin: 0,
      numberMax: 99,
      message: "Uniforms are handed out at practice the week after the store closes.",
    },
    {
      items: itemsFor(3),
      players: openRoster.map(([name, number, mail]) => ({ name, number, email: mail })),
    },
  );
  const [j, p, c, h] = open.items;
  if (!j || !p || !c || !h) throw new Error("demo store items missing");
  const line = (
    item: typeof j,
    product: Product,
    extra: Partial<TeamStoreOrderLine> = {},
  ): TeamStoreOrderLine => ({
    item,
    productName: product.name,
    ...extra,
  });
  let count = 0;
  for (const [index, [player, jerseySize, pantsSize, printName, extra, paid]] of openOrders.entries()) {
    const number = openRoster.find(([name]) => name === player)?.[1] ?? "##";
    const lines = [
      line(j, jersey, { size: jerseySize, printName, printNumber: number }),
      line(p, pants, { size: pantsSize }),
      ...(extra === "cap" ? [line(c, cap)] : []),
      ...(extra === "hoodie" ? [line(h, hoodie, { size: jerseySize, printName })] : []),
    ];
    const order = await insertTeamStoreOrder(db, {
      store: open.store,
      player,
      customer: { name: parent(player), email: email(player), phone: `(205) 555-01${10 + index}` },
      lines,
      createdAt: new Date(now.getTime() - (4 - index * 0.5) * DAY),
    });
    if (paid) await payInFull(db, order.id);
    count += 1;
  }

  const closedAt = new Date(now.getTime() - 16 * DAY);
  const closed = await insertTeamStore(
    db,
    {
      slug: "thunder-14u-fall-2026",
      teamName: "Chilton County Thunder 14U Softball",
      sport: "Softball",
      coachName: "Coach Dana Perry",
      coachEmail: "coach.perry@example.com",
      status: "in_production",
      opensAt: new Date(now.getTime() - 30 * DAY),
      closesAt: closedAt,
      paymentMode: "pay_at_pickup",
      batchOneFrozenAt: new Date(now.getTime() - 14 * DAY),
      closedSummaryAt: closedAt,
      openedMailAt: new Date(now.getTime() - 30 * DAY),
    },
    {
      items: itemsFor(2),
      players: closedPlayers.map(([name, number]) => ({ name, number, email: email(name) })),
    },
  );
  const [cj, cp, cc] = closed.items;
  if (!cj || !cp || !cc) throw new Error("demo store items missing");
  for (const [index, [player, number, size]] of closedPlayers.entries()) {
    const order = await insertTeamStoreOrder(db, {
      store: closed.store,
      player,
      customer: { name: parent(player), email: email(player) },
      lines: [
        line(cj, jersey, {
          size,
          printName: player.split(" ")[1]?.toUpperCase() ?? null,
          printNumber: number,
        }),
        line(cp, pants, { size, quantity: index % 3 === 0 ? 2 : 1 }),
        ...(index % 2 === 0 ? [line(cc, cap)] : []),
      ],
      status: "processing",
      createdAt: new Date(now.getTime() - (28 - index) * DAY),
    });
    if (index % 3 !== 2) await payInFull(db, order.id);
    count += 1;
  }
  await freezeDemoBatch(db, closed.store.id, new Date(now.getTime() - 14 * DAY));
  return count;
}

async function payInFull(db: Database, orderId: string) {
  const [order] = await db.select({ total: orders.total }).from(orders).where(eq(orders.id, orderId));
  if (order)
    await db.insert(orderPayments).values({
      orderId,
      amount: order.total,
      method: "cash",
      recordedByEmail: "staff@clantonsports.example",
    });
}

/**
 * Batch 1 frozen as "start production" freezes it: the lines in the shape the API's reports read
 * (api/src/domains/team-stores/batch-lines.ts; a test compares the two).
 */
async function freezeDemoBatch(db: Database, storeId: string, frozenAt: Date) {
  const lines = await liveTeamBatchLines(db, storeId, 1);
  await db.insert(teamStoreBatches).values({ storeId, batch: 1, frozenAt, snapshot: { lines } });
  await db.update(teamStores).set({ batchOneFrozenAt: frozenAt }).where(eq(teamStores.id, storeId));
}
