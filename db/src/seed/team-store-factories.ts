import { and, eq } from "drizzle-orm";
import { playerKey } from "../catalogue/team-players";
import { UNKNOWN_NUMBER } from "../catalogue/team-stores";
import type { Database } from "../client";
import {
  type OrderStatus,
  orderEvents,
  orderItems,
  orderPayments,
  orderStatusChanges,
  orders,
  type TeamStore,
  type TeamStoreItem,
  type TeamStorePlayer,
  teamStoreItems,
  teamStoreNumbers,
  teamStorePlayers,
  teamStores,
} from "../schema/index";
import { ensureProfile } from "./factories";

type NewTeamStore = typeof teamStores.$inferInsert;
type NewItem = Omit<typeof teamStoreItems.$inferInsert, "storeId">;
type NewPlayer = Omit<typeof teamStorePlayers.$inferInsert, "storeId">;

export interface InsertedTeamStore {
  store: TeamStore;
  items: TeamStoreItem[];
  players: TeamStorePlayer[];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * A team store with its items and roster, straight into the database (the seed, tests and e2e
 * fixtures; staff make theirs through the API). Open by default: opened yesterday, closes in a week.
 */
export async function insertTeamStore(
  db: Database,
  values: Partial<NewTeamStore> = {},
  { items = [], players = [] }: { items?: NewItem[]; players?: NewPlayer[] } = {},
): Promise<InsertedTeamStore> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const [store] = await tx
      .insert(teamStores)
      .values({
        slug: `team-${crypto.randomUUID().slice(0, 8)}`,
        teamName: "Test Eagles",
        sport: "baseball",
        coachName: "Coach Test",
        coachEmail: "coach@example.com",
        status: "open",
        opensAt: new Date(now - DAY),
        closesAt: new Date(now + 7 * DAY),
        ...values,
      })
      .returning();
    if (!store) throw new Error("team store insert returned no row");
    const insertedItems = items.length
      ? await tx
          .insert(teamStoreItems)
          .values(items.map((item, position) => ({ position, ...item, storeId: store.id })))
          .returning()
      : [];
    const insertedPlayers = players.length
      ? await tx
          .insert(teamStorePlayers)
          .values(players.map((player, position) => ({ position, ...player, storeId: store.id })))
          .returning()
      : [];
    return { store, items: insertedItems, players: insertedPlayers };
  });
}

export interface TeamStoreOrderLine {
  item: Pick<TeamStoreItem, "id" | "productId" | "price" | "fundraising" | "personalisationFee">;
  /** The product's name as the line keeps it. */
  productName: string;
  size?: string | null;
  quantity?: number;
  printName?: string | null;
  printNumber?: string | null;
}

export interface TeamStoreOrderInput {
  store: Pick<TeamStore, "id" | "numbersUnique">;
  player: string;
  customer: { name: string; email: string; phone?: string | null };
  lines: TeamStoreOrderLine[];
  /** 1 (before close, the default) or 2 (a late order staff add). */
  batch?: 1 | 2;
  status?: OrderStatus;
  createdAt?: Date;
  /** Money staff took for it (cash), recorded as one payment. */
  paid?: number;
}

/**
 * A team-store order as checkout writes one: an ordinary order with the store, batch and player,
 * its lines at the item's price (plus the name-and-number fee when something is printed) with
 * the team's share, its first status, its "placed" timeline entry and, when the store's numbers
 * are unique, the player's number claims. For the seed, tests and e2e fixtures.
 */
export async function insertTeamStoreOrder(db: Database, input: TeamStoreOrderInput) {
  return db.transaction(async (tx) => {
    const profile = await ensureProfile(tx, input.customer.email, input.customer.name);
    const status = input.status ?? "pending";
    const lines = input.lines.map((line) => {
      const printed = Boolean(line.printName || line.printNumber);
      const fee = printed ? line.item.personalisationFee : 0;
      return {
        productId: line.item.productId,
        teamStoreItemId: line.item.id,
        productName: line.productName,
        unitPrice: (Math.round(line.item.price * 100) + Math.round(fee * 100)) / 100,
        quantity: line.quantity ?? 1,
        size: line.size ?? null,
        printName: line.printName ? line.printName.toUpperCase() : null,
        printNumber: line.printNumber ?? null,
        personalisationFee: fee,
        fundraising: line.item.fundraising,
      };
    });
    const cents = lines.reduce((sum, l) => sum + Math.round(l.unitPrice * 100) * l.quantity, 0);
    const [order] = await tx
      .insert(orders)
      .values({
        profileId: profile.id,
        status,
        customerName: input.customer.name,
        customerEmail: input.customer.email.toLowerCase(),
        customerPhone: input.customer.phone ?? null,
        subtotal: cents / 100,
        total: cents / 100,
        teamStoreId: input.store.id,
        teamBatch: input.batch ?? 1,
        playerName: input.player,
        ...(input.createdAt && { createdAt: input.createdAt }),
      })
      .returning();
    if (!order) throw new Error("order insert returned no row");
    if (lines.length > 0) await tx.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: order.id })));
    await tx.insert(orderStatusChanges).values({ orderId: order.id, status, createdAt: order.createdAt });
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, kind: "placed", actorLabel: "Customer", createdAt: order.createdAt });
    if (input.store.numbersUnique) {
      const key = playerKey(input.player);
      const numbers = new Set(lines.map((l) => l.printNumber).filter((n) => n && n !== UNKNOWN_NUMBER));
      for (const number of numbers) {
        if (!number) continue;
        await tx
          .insert(teamStoreNumbers)
          .values({ storeId: input.store.id, number, playerKey: key })
          .onConflictDoNothing();
        const [claim] = await tx
          .select({ playerKey: teamStoreNumbers.playerKey })
          .from(teamStoreNumbers)
          .where(and(eq(teamStoreNumbers.storeId, input.store.id), eq(teamStoreNumbers.number, number)));
        if (claim?.playerKey !== key) throw new Error(`number ${number} is already worn by another player`);
      }
    }
    if (input.paid && input.paid > 0)
      await tx.insert(orderPayments).values({
        orderId: order.id,
        amount: input.paid,
        method: "cash",
        recordedByEmail: "staff@clantonsports.example",
      });
    return order;
  });
}
