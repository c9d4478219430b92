import { readFile } from "node:fs/promises";
import { orderPayments, orders } from "@store/db";
import { insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ORDER_IDS } from "../src/domains/orders/order-ids";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { pdfPages, pdfText } from "./pdf-reader";

interface Placed {
  id: string;
  number: number;
}

describe(`packing slips and invoices (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  const placed: Placed[] = [];

  const getPdf = async (path: string, headers = admin) => {
    const res = await fetch(`${server.url}${path}`, { headers });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    const db = server.database.db;
    const jersey = await insertProduct(db, { name: "Full Sub Jersey", price: 32.5, category: "apparel" });
    const cap = await insertProduct(db, { name: "Trucker Cap", price: 19.99, category: "accessories" });
    for (let i = 0; i < 4; i += 1) {
      const order = await insertOrder(db, {
        email: `coach${i}@example.com`,
        fullName: `Coach Number${i}`,
        lines: [
          { product: jersey, quantity: 2 + i, size: "Adult XL" },
          { product: cap, quantity: 1 },
        ],
      });
      placed.push({ id: order.id, number: order.number });
    }
    // The second goes out for delivery; the first has a $20 deposit on record.
    const [first, second] = placed;
    if (!first || !second) throw new Error("orders not placed");
    await db
      .update(orders)
      .set({
        fulfilment: "delivery",
        deliveryAddress: { line1: "12 Oak Lane", city: "Clanton", state: "AL", zip: "35045" },
        note: "Leave it with the front office",
      })
      .where(eq(orders.id, second.id));
    await db
      .insert(orderPayments)
      .values({ orderId: first.id, amount: 20, method: "cash", recordedByEmail: "staff@example.com" });
  });
  afterAll(() => server?.stop());

  it("prints one order's packing slip on one Letter page with its number, sizes and no prices", async () => {
    const [first] = placed;
    const { res, bytes } = await getPdf(`/api/orders/${first?.id}/packing-slip.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    // A customer's address and order: never kept by a shared cache.
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="packing-slip-${first?.number}.pdf"`,
    );
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.size).toEqual({ width: 612, height: 792 });
    const text = await pdfText(bytes);
    expect(text).toContain(`Order #${first?.number}`);
    expect(text).toContain("Adult XL");
    expect(text).toContain("Clanton Sports Apparel");
    expect(text).toContain("1105 7th Street N, Clanton, AL 35045");
    expect(text).toContain("(205) 555-0142");
    expect(text).not.toContain("$");
  });

  it("prints the site's own logo (the web's logo.svg, copied beside the drawing code)", async () => {
    const printed = await readFile(
      new URL("../src/domains/orders/printables/store-logo.svg", import.meta.url),
    );
    const site = await readFile(new URL("../../web/public/logo.svg", import.meta.url));
    expect(printed.equals(site)).toBe(true);
  });

  it("embeds its fonts", async () => {
    const { bytes } = await getPdf(`/api/orders/${placed[0]?.id}/invoice.pdf`);
    const raw = bytes.toString("latin1");
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it("shows the deposit and the balance due on the invoice", async () => {
    const [first] = placed;
    const { res, bytes } = await getPdf(`/api/orders/${first?.id}/invoice.pdf`);
    expect(res.status).toBe(200);
    const text = await pdfText(bytes);
    // 2 × $32.50 + $19.99 = $84.99; $20.00 paid; $64.99 owed.
    expect(text).toContain("$84.99");
    expect(text).toContain("$20.00");
    expect(text).toMatch(/BALANCE DUE\s*\$64\.99/);
    expect(text).toContain(`write order #${first?.number}`);
  });

  it("prints a batch with one page per order, sorted by number, an order named twice once", async () => {
    const ids = [...placed].reverse().map((o) => o.id);
    const { res, bytes } = await getPdf(`/api/orders/packing-slips.pdf?ids=${[...ids, ids[0]].join(",")}`);
    expect(res.status).toBe(200);
    const numbers = placed.map((o) => o.number);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="packing-slips-${Math.min(...numbers)}-${Math.max(...numbers)}.pdf"`,
    );
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(placed.length);
    expect(pages.map((p) => p.text.match(/Order #(\d+)/)?.[1])).toEqual(numbers.map(String));
    // The delivery order names its address and its note.
    expect(pages[1]?.text).toContain("12 Oak Lane");
    expect(pages[1]?.text).toContain("Leave it with the front office");
    // The logo is stored once and stamped on every page.
    expect(bytes.toString("latin1").match(/\/Subtype \/Form/g)).toHaveLength(1);
    expect(bytes.toString("latin1").match(/\/Stamp1 \d+ 0 R/g)).toHaveLength(placed.length);
    const invoices = await getPdf(`/api/orders/invoices.pdf?ids=${ids.join(",")}`);
    expect(await pdfPages(invoices.bytes)).toHaveLength(placed.length);
  });

  it("continues a long order on the next page, and starts the next order on a page of its own", async () => {
    const db = server.database.db;
    const shorts = await insertProduct(db, { name: "Mesh Shorts", price: 15, category: "apparel" });
    const long = await insertOrder(db, {
      email: "big@example.com",
      lines: Array.from({ length: 40 }, (_, i) => ({ product: shorts, quantity: i + 1, size: `Youth ${i}` })),
    });
    const ids = [long.id, placed[0]?.id].join(",");
    const pages = await pdfPages((await getPdf(`/api/orders/packing-slips.pdf?ids=${ids}`)).bytes);
    // Sorted by number: the short order first, then the long one on two pages.
    expect(pages.length).toBe(3);
    expect(pages[0]?.text).toContain(`Order #${placed[0]?.number}`);
    expect(pages[1]?.text).toContain(`Order #${long.number}`);
    expect(pages[2]?.text).toContain(`ORDER #${long.number} (CONTINUED)`);
    expect(pages[2]?.text).toContain("Youth 39");
  });

  it("refuses anonymous callers and customers", async () => {
    const path = `/api/orders/${placed[0]?.id}/packing-slip.pdf`;
    expect((await getPdf(path, {})).res.status).toBe(401);
    const customer = await signedInHeaders(server, "customer");
    expect((await getPdf(path, customer)).res.status).toBe(403);
    expect((await getPdf(`/api/orders/invoices.pdf?ids=${placed[0]?.id}`, {})).res.status).toBe(401);
  });

  it("refuses more than 200 orders, a bad id and no ids with a clear message", async () => {
    const many = Array.from(
      { length: MAX_ORDER_IDS + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    const tooMany = await send(
      server,
      "GET",
      `/api/orders/packing-slips.pdf?ids=${many.join(",")}`,
      undefined,
      admin,
    );
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { error: string }).error).toBe(
      "ids: At most 200 orders at a time. Split the selection.",
    );
    const bad = await send(server, "GET", "/api/orders/invoices.pdf?ids=1001", undefined, admin);
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toContain(
      "ids must be order ids (UUIDs) separated by commas",
    );
    const none = await send(server, "GET", "/api/orders/invoices.pdf", undefined, admin);
    expect(none.status).toBe(400);
    expect((none.body as { error: string }).error).toContain("ids must be order ids separated by commas");
  });

  it("answers 404 naming the ids that are no order, and prints nothing", async () => {
    const unknown = "00000000-0000-4000-8000-00000000abcd";
    const res = await send(
      server,
      "GET",
      `/api/orders/packing-slips.pdf?ids=${placed[0]?.id},${unknown}`,
      undefined,
      admin,
    );
    expect(res.status).toBe(404);
    expect((res.body as { error: string }).error).toBe(`No order with id ${unknown}. Nothing was printed.`);
    const one = await send(server, "GET", `/api/orders/${unknown}/invoice.pdf`, undefined, admin);
    expect(one.status).toBe(404);
  });
});
