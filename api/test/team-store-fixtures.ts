import { auditEntries, type Database, outboxEmails, proofs, quotes, type TeamStoreItem } from "@store/db";
import { insertProduct, insertTeamStoreOrder } from "@store/db/seed";
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

/**
 * An order in a store, as the families' checkout would leave it (total = the lines), optionally
 * paid: the shared factory's, with this file's defaults (a "Team Jersey" in Youth M, no fee, no
 * number claims).
 */
export function insertStoreOrder(
  db: Database,
  input: {
    storeId: string;
    player: string;
    email: string;
    batch?: 1 | 2;
    lines: StoreOrderLine[];
    paid?: number;
  },
) {
  return insertTeamStoreOrder(db, {
    store: { id: input.storeId, numbersUnique: false },
    player: input.player,
    customer: { name: `Parent of ${input.player}`, email: input.email },
    ...(input.batch && { batch: input.batch }),
    ...(input.paid && { paid: input.paid }),
    lines: input.lines.map((l) => ({
      item: { ...l.item, personalisationFee: 0 },
      productName: "Team Jersey",
      quantity: l.quantity ?? 1,
      size: l.size ?? "Youth M",
      printName: l.name ?? null,
      printNumber: l.number ?? null,
    })),
  });
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
