import { outboxEmails } from "@store/db";
import { insertOrder, insertProduct } from "@store/db/seed";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "./helpers";
import { type PaymentsWorld, startPaymentsWorld } from "./payment-fixtures";
import { pdfText } from "./pdf-reader";

// With a provider live, what the store sends about an order with something due carries "Pay $N now"
// and the order's private page opening with the pay button (?pay=1); a paid order's does not.

const mail = {
  storeEmail: "store@clanton.example",
  publicUrl: "https://shop.clanton.example",
  statusEmailDelayMs: 0,
};
const PAY_LINK = /https:\/\/shop\.clanton\.example\/orders\/[\w-]+\?pay=1/;

describe("pay links in order e-mails and invoices", () => {
  let world: PaymentsWorld;

  beforeAll(async () => {
    world = await startPaymentsWorld({ server: { mail } });
  });
  afterAll(() => world?.stop());

  const db = () => world.server.database.db;
  const newOrder = async (price: number) => {
    const product = await insertProduct(db(), { name: `Tee ${Math.random()}`, price, category: "t-shirts" });
    return insertOrder(db(), { email: "pat@example.com", lines: [{ product, quantity: 1 }] });
  };
  const statusEmail = async (orderId: string) => {
    const [row] = await db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.orderId, orderId), eq(outboxEmails.kind, "order.status_changed")))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    return row;
  };
  const setStatus = (id: string, status: string) =>
    send(world.server, "PUT", `/api/orders/${id}`, { status }, world.admin);
  const invoice = async (id: string) => {
    const res = await fetch(`${world.server.url}/api/orders/${id}/invoice.pdf`, { headers: world.admin });
    expect(res.status).toBe(200);
    return pdfText(Buffer.from(await res.arrayBuffer()));
  };

  it("a status e-mail of an order with a balance offers Pay $N now", async () => {
    const order = await newOrder(18.5);
    expect((await setStatus(order.id, "processing")).status).toBe(200);
    const email = await statusEmail(order.id);
    expect(email?.text).toContain("Pay $18.50 now:");
    expect(email?.text).toMatch(PAY_LINK);
    expect(email?.html).toContain("Pay $18.50 now");
  });

  it("a paid order's e-mail and invoice offer no pay link", async () => {
    const order = await newOrder(12);
    await send(
      world.server,
      "POST",
      `/api/orders/${order.id}/payments`,
      { amount: 12, method: "cash" },
      world.admin,
    );
    await setStatus(order.id, "processing");
    expect((await statusEmail(order.id))?.text).not.toContain("?pay=1");
    expect(await invoice(order.id)).not.toContain("now:");
  });

  it("an invoice with a balance says Pay $N now with the link", async () => {
    const order = await newOrder(33);
    const text = await invoice(order.id);
    expect(text).toContain("Pay $33.00 now:");
    // The address wraps at the end of the line, where a break falls depends on the order's link
    // (after any of its hyphens, before a capital, or before "pay=1"): read up to "?pay=1", a few
    // lines at most, without the spaces the wrapping put in.
    const link = /Pay \$33\.00 now:([\s\S]{0,200}?\?\s*pay\s*=\s*1)/.exec(text)?.[1] ?? "";
    expect(link.replace(/\s+/g, "")).toMatch(new RegExp(`^${PAY_LINK.source}$`));
  });
});
