import { auditEntries, orderEvents, outboxEmails, productSizeOptions } from "@store/db";
import { insertProduct } from "@store/db/seed";
import { and, asc, eq } from "drizzle-orm";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// A store with a few products and a way to place and edit orders as checkout and staff do.

export const mail = { storeEmail: "store@clanton.example", publicUrl: "https://shop.clanton.example" };

export interface EditedOrder {
  id: string;
  number: number;
  status: string;
  updated_at: string;
  customer_email: string;
  customer_name: string | null;
  customer_phone: string | null;
  fulfilment: "pickup" | "delivery";
  delivery_address: Record<string, string> | null;
  items: { id: string; product_name: string; size: string | null; quantity: number; unit_price: number }[];
  subtotal: number;
  delivery_fee: number;
  total: number;
}

export const address = { line1: "12 Main St", city: "Clanton", state: "AL", zip: "35045" };

export async function editStore() {
  const server: TestServer = await startTestServer({ mail });
  const admin = await signedInHeaders(server, "admin");
  const db = server.database.db;
  const jersey = await insertProduct(db, {
    name: "Home Jersey",
    price: 30,
    category: "apparel",
    sizes: ["Adult M", "Adult L", "Adult XL"],
  });
  const hoodie = await insertProduct(db, {
    name: "Hoodie",
    price: 40,
    category: "hoodies",
    sizes: ["Adult L", "Adult XL", "Adult XXL"],
  });
  const cap = await insertProduct(db, { name: "Cap", price: 15, category: "accessories", sizes: [] });
  await db.insert(productSizeOptions).values([
    { productId: jersey.id, size: "Adult XL", upcharge: 2 },
    { productId: hoodie.id, size: "Adult XXL", upcharge: 2.5 },
  ]);

  let placed = 0;
  /** An order placed through checkout, as a shopper places it. */
  const place = async (
    lines: { product_id: string; size: string | null; quantity: number }[],
    fulfilment: Record<string, unknown> = { method: "pickup" },
  ): Promise<EditedOrder> => {
    placed += 1;
    const res = await send(server, "POST", "/api/checkout", {
      customer: { name: "Pat Coach", email: `pat${placed}@example.com`, phone: "205-555-0101" },
      fulfilment,
      lines,
    });
    if (res.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
    return (res.body as { data: { order: EditedOrder } }).data.order;
  };
  const edit = async (id: string, body: unknown, headers = admin) => {
    const res = await send(server, "PATCH", `/api/orders/${id}`, body, headers);
    const data = (res.body as { data?: { order: EditedOrder; changes: string[] } }).data;
    return { status: res.status, data, error: (res.body as { error?: string }).error };
  };
  const updates = (orderId: string) =>
    db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.orderId, orderId), eq(outboxEmails.kind, "order.updated")))
      .orderBy(asc(outboxEmails.createdAt));
  const edits = (orderId: string) =>
    db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "edited")));
  const audits = (orderId: string) =>
    db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, orderId), eq(auditEntries.action, "order.edit")));
  const stockOf = async (productId: string, size: string) => {
    const [row] = await db
      .select({ stock: productSizeOptions.stock })
      .from(productSizeOptions)
      .where(and(eq(productSizeOptions.productId, productId), eq(productSizeOptions.size, size)));
    return row?.stock;
  };
  const lineOf = (order: EditedOrder, name: string) => {
    const line = order.items.find((i) => i.product_name === name);
    if (!line) throw new Error(`no ${name} line`);
    return line;
  };
  return { server, admin, db, jersey, hoodie, cap, place, edit, updates, edits, audits, stockOf, lineOf };
}
