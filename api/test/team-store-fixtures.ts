import {
  auditEntries,
  type Database,
  orderItems,
  orderPayments,
  orders,
  outboxEmails,
  proofs,
  quotes,
  type TeamStoreItem,
} from "@store/db";
import { ensureProfile, insertProduct } from "@store/db/seed";
import { and, asc, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { send, type TestServer } from "./helpers";

// Shared by the team store tests: a product, a store's body as staff send it, orders placed in a
// store (straight into the database: the families' checkout is another lane's), and the outbox.

export const mail = { storeEmail: "store@clanton.example", publicUrl: "https://shop.clanton.example" };

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shape.
export type Answer = Record<string, any>;
export const data = (res: { body: unknown }) => (res.body as { data: Answer }).data;
export const errorOf = (res: { body: unknown }) => (res.body as { error: string }).error;

const DAY = 24 * 60 * 60 * 1000;

export async function jersey(db: Database, over: Partial<Parameters<typeof insertProduct>[1]> = {}) {
  return insertProduct(db, {
    name: `Team Jersey ${crypto.randomUUID().slice(0, 6)}`,
    price: 30,
    category: "apparel",
    sizes: ["Youth S", "Youth M", "Youth L", "Adult S", "Adult M"],
    ...over,
  });
}

let slugs = 0;
export const freshSlug = (stem = "eagles") => `${stem}-${Date.now().toString(36)}-${++slugs}`;

/** A store's body for POST /api/team-stores: opens in a day, closes in ten. */
export function storeBody(now: Date, over: Record<string, unknown> = {}) {
  return {
    slug: freshSlug(),
    team_name: "Clanton Eagles 12U",
    sport: "baseball",
    coach_name: "Casey Coach",
    coach_email: "casey@example.com",
    opens_at: new Date(now.getTime() + DAY).toISOString(),
    closes_at: new Date(now.getTime() + 10 * DAY).toISOString(),
    ...over,
  };
}

export const item = (productId: string, over: Record<string, unknown> = {}) => ({
  product_id: productId,
  price: 35,
  fundraising: 5,
  sizes: ["Youth M", "Youth L"],
  personalisation: "both",
  ...over,
});

/** The calls the team store tests make, `admin` signed in as staff. */
export function storeCalls(server: TestServer, admin: Record<string, string>) {
  const create = (body: unknown) => send(server, "POST", "/api/team-stores", body, admin);
  const move = (id: string, action: string, more: Record<string, unknown> = {}) =>
    send(server, "POST", `/api/team-stores/${id}/transitions`, { action, ...more }, admin);
  const get = async (id: string) =>
    data(await send(server, "GET", `/api/team-stores/${id}`, undefined, admin));
  const patch = (id: string, body: unknown) => send(server, "PATCH", `/api/team-stores/${id}`, body, admin);
  const putItems = (id: string, items: unknown[]) =>
    send(server, "PUT", `/api/team-stores/${id}/items`, { items }, admin);
  /** A created draft with one jersey item (and the roster given). */
  const draft = async (over: Record<string, unknown> = {}, items?: unknown[]) => {
    const product = await jersey(server.database.db);
    const res = await create({ ...storeBody(new Date(), over), items: items ?? [item(product.id)] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { store: data(res), product };
  };
  return { create, move, get, patch, putItems, draft };
}

/** E-mails of a kind in the outbox, oldest first. */
export async function emails(db: Database, kind: string) {
  return db
    .select()
    .from(outboxEmails)
    .where(like(outboxEmails.kind, kind))
    .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
}

export async function auditFor(db: Database, storeId: string) {
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, "team_store"), eq(auditEntries.entityId, storeId)))
    .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id));
}

export interface StoreOrderLine {
  item: Pick<TeamStoreItem, "id" | "productId" | "price" | "fundraising">;
  quantity?: number;
  size?: string;
  name?: string;
  number?: string;
}

/** An order in a store, as the families' checkout would leave it (total = the lines), optionally paid. */
export async function insertStoreOrder(
  db: Database,
  input: {
    storeId: string;
    player: string;
    email: string;
    batch?: number;
    lines: StoreOrderLine[];
    paid?: number;
  },
) {
  const profile = await ensureProfile(db, input.email, `Parent of ${input.player}`);
  const cents = input.lines.reduce((s, l) => s + Math.round(l.item.price * 100) * (l.quantity ?? 1), 0);
  const [order] = await db
    .insert(orders)
    .values({
      profileId: profile.id,
      customerName: `Parent of ${input.player}`,
      customerEmail: input.email,
      subtotal: cents / 100,
      total: cents / 100,
      teamStoreId: input.storeId,
      teamBatch: input.batch ?? 1,
      playerName: input.player,
    })
    .returning();
  if (!order) throw new Error("order insert returned no row");
  await db.insert(orderItems).values(
    input.lines.map((l) => ({
      orderId: order.id,
      productId: l.item.productId,
      productName: "Team Jersey",
      unitPrice: l.item.price,
      quantity: l.quantity ?? 1,
      size: l.size ?? "Youth M",
      teamStoreItemId: l.item.id,
      printName: l.name ?? null,
      printNumber: l.number ?? null,
      fundraising: l.item.fundraising,
    })),
  );
  if (input.paid) {
    await db.insert(orderPayments).values({
      orderId: order.id,
      amount: input.paid,
      method: "cash",
      recordedByEmail: "staff@example.com",
    });
  }
  return order;
}

/** An approved quote (with an approved proof unless told not to), straight into the database. */
export async function approvedQuote(
  db: Database,
  { proof = true, status = "approved" as const, additional = ["Cap", "Batting Helmet"] } = {},
) {
  const [quote] = await db
    .insert(quotes)
    .values({
      status,
      teamName: "Clanton Tigers 12U",
      contactName: "Casey Coach",
      email: "Casey@Example.com",
      sport: "baseball",
      packageName: "Pro",
      additionalItems: additional.map((name) => ({ name, quantity: 12 })),
      roster: [
        { name: "Ava Smith", number: "12", size: "Youth M" },
        { name: "Ben Jones", number: "7", size: "Youth L" },
      ],
      estimate: 1799,
    })
    .returning();
  if (!quote) throw new Error("quote insert returned no row");
  if (proof) {
    await db.insert(proofs).values({
      quoteId: quote.id,
      version: 1,
      fileUrl: "/uploads/proof.png",
      fileName: "proof.png",
      fileType: "image/png",
      fileSize: 100,
      response: "approved",
    });
  }
  return quote;
}
