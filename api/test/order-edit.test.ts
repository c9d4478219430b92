import { orderItems, products } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { send, signedInHeaders } from "./helpers";
import { address, editStore } from "./order-edit-fixtures";

// Staff change a placed order: prices stay as ordered, added lines cost today's price, the server
// works out the totals, and the customer hears of it once.

describe(`editing an order (${testDatabaseEngine})`, () => {
  let store: Awaited<ReturnType<typeof editStore>>;
  beforeAll(async () => {
    store = await editStore();
  });
  afterAll(() => store?.server.stop());

  it("swaps a size at the price fixed at order time, with one event, one audit entry and one e-mail", async () => {
    const { place, edit, lineOf, jersey, updates, edits, audits } = store;
    const order = await place([{ product_id: jersey.id, size: "Adult M", quantity: 2 }]);
    const line = lineOf(order, "Home Jersey");
    // Adult XL costs $2.00 more today; the swap keeps the line's $30.00.
    const res = await edit(order.id, { lines: [{ id: line.id, size: "adult xl" }] });
    expect(res.status).toBe(200);
    expect(res.data?.changes).toEqual(["Adult M → Adult XL on Home Jersey"]);
    expect(res.data?.order.items).toEqual([
      expect.objectContaining({ id: line.id, size: "Adult XL", quantity: 2, unit_price: 30 }),
    ]);
    expect(res.data?.order).toMatchObject({ subtotal: 60, delivery_fee: 0, total: 60 });

    const [event, ...moreEvents] = await edits(order.id);
    expect(moreEvents).toEqual([]);
    expect(event?.details).toMatchObject({
      summary: ["Adult M → Adult XL on Home Jersey"],
      before: { items: [expect.objectContaining({ size: "Adult M" })] },
      after: { items: [expect.objectContaining({ size: "Adult XL" })] },
    });
    expect(event?.actorLabel).toMatch(/^admin\d+-/);
    const [audit, ...moreAudits] = await audits(order.id);
    expect(moreAudits).toEqual([]);
    expect(audit?.summary).toBe(`Edited order #${order.number}: Adult M → Adult XL on Home Jersey.`);
    expect(audit?.before).toMatchObject({ items: [expect.objectContaining({ size: "Adult M" })] });
    expect(audit?.after).toMatchObject({ items: [expect.objectContaining({ size: "Adult XL" })] });

    const [mail, ...moreMail] = await updates(order.id);
    expect(moreMail).toEqual([]);
    expect(mail?.to).toBe(order.customer_email);
    expect(mail?.subject).toBe(`Your order #${order.number} was updated`);
    expect(mail?.text).toContain("- Adult M → Adult XL on Home Jersey");
    expect(mail?.text).toContain("Home Jersey (size Adult XL): 2 × $30.00 = $60.00");
    expect(mail?.text).toContain("The total stays $60.00.");
    expect(mail?.html).toContain("<li>Adult M → Adult XL on Home Jersey</li>");
    // A fresh private link that opens the order as it is now.
    const token = /https:\/\/shop\.clanton\.example\/orders\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
    const tracked = await send(store.server, "GET", `/api/order-tracking/${token}`);
    expect((tracked.body as { data: { items: { size: string }[] } }).data.items[0]?.size).toBe("Adult XL");
  });

  it("changes quantities, removes a line and adds lines at today's price plus the size's upcharge", async () => {
    const { place, edit, lineOf, jersey, hoodie, cap, db, updates } = store;
    const order = await place([
      { product_id: jersey.id, size: "Adult M", quantity: 2 },
      { product_id: cap.id, size: null, quantity: 1 },
    ]);
    await db.update(products).set({ price: 35 }).where(eq(products.id, jersey.id));
    onTestFinished(async () => {
      await db.update(products).set({ price: 30 }).where(eq(products.id, jersey.id));
    });
    const res = await edit(order.id, {
      lines: [
        { id: lineOf(order, "Home Jersey").id, quantity: 3 },
        { id: lineOf(order, "Cap").id, remove: true },
      ],
      add: [
        { product_id: hoodie.id, size: "Adult XXL", quantity: 1 },
        { product_id: jersey.id, size: "Adult L", quantity: 1 },
        { product_id: cap.id, quantity: 2 },
      ],
    });
    expect(res.status, res.error).toBe(200);
    expect(res.data?.changes).toEqual([
      "Removed Cap",
      "Quantity of Home Jersey (Adult M) 2 → 3",
      "Added 1 × Hoodie (Adult XXL)",
      "Added 1 × Home Jersey (Adult L)",
      "Added 2 × Cap (one size)",
    ]);
    const items = res.data?.order.items.map((i) => [i.product_name, i.size, i.quantity, i.unit_price]);
    expect(items).toEqual(
      expect.arrayContaining([
        ["Home Jersey", "Adult M", 3, 30],
        ["Home Jersey", "Adult L", 1, 35],
        ["Hoodie", "Adult XXL", 1, 42.5],
        ["Cap", null, 2, 15],
      ]),
    );
    expect(items).toHaveLength(4);
    // 3 × 30 + 35 + 42.50 + 2 × 15, picked up: no delivery fee.
    expect(res.data?.order).toMatchObject({ subtotal: 197.5, delivery_fee: 0, total: 197.5 });
    const [mail] = await updates(order.id);
    expect(mail?.text).toContain("The total was $75.00 and is now $197.50.");
  });

  it("recomputes the delivery fee and changes fulfilment and contact; the e-mail goes to the new address", async () => {
    const { place, edit, lineOf, jersey, updates } = store;
    const order = await place([{ product_id: jersey.id, size: "Adult M", quantity: 2 }], {
      method: "delivery",
      address,
    });
    expect(order).toMatchObject({ subtotal: 60, delivery_fee: 9.95, total: 69.95 });
    const bigger = await edit(order.id, { lines: [{ id: lineOf(order, "Home Jersey").id, quantity: 4 }] });
    // $120 of goods: delivery is free from $100.
    expect(bigger.data?.order).toMatchObject({ subtotal: 120, delivery_fee: 0, total: 120 });

    const moved = await edit(order.id, {
      customer: { name: "Pat Coach", email: "Sam@Example.com", phone: "205-555-0199" },
      fulfilment: { method: "pickup" },
    });
    expect(moved.status, moved.error).toBe(200);
    expect(moved.data?.changes).toEqual([
      "E-mail pat3@example.com → sam@example.com",
      "Phone 205-555-0101 → 205-555-0199",
      "Delivery to 12 Main St, Clanton, AL 35045 → Pickup at the store",
    ]);
    expect(moved.data?.order).toMatchObject({
      customer_email: "sam@example.com",
      customer_phone: "205-555-0199",
      fulfilment: "pickup",
      delivery_address: null,
    });
    const back = await edit(order.id, {
      lines: [{ id: lineOf(order, "Home Jersey").id, quantity: 1 }],
      fulfilment: { method: "delivery", address: { ...address, line2: "Suite 4", state: "al" } },
    });
    expect(back.data?.changes).toEqual([
      "Quantity of Home Jersey (Adult M) 4 → 1",
      "Pickup → Delivery to 12 Main St, Suite 4, Clanton, AL 35045",
    ]);
    expect(back.data?.order).toMatchObject({ subtotal: 30, delivery_fee: 9.95, total: 39.95 });
    const mails = await updates(order.id);
    expect(mails.map((m) => m.to)).toEqual(["pat3@example.com", "sam@example.com", "sam@example.com"]);
  });

  it("says nothing and saves nothing when nothing changes", async () => {
    const { place, edit, lineOf, jersey, updates, edits, audits } = store;
    const order = await place([{ product_id: jersey.id, size: "Adult M", quantity: 2 }]);
    const res = await edit(order.id, {
      lines: [{ id: lineOf(order, "Home Jersey").id, size: "Adult M", quantity: 2 }],
      customer: { name: "Pat Coach", phone: "205-555-0101" },
      fulfilment: { method: "pickup" },
      add: [],
    });
    expect(res.status).toBe(200);
    expect(res.data?.changes).toEqual([]);
    expect(res.data?.order.updated_at).toBe(order.updated_at);
    expect(await updates(order.id)).toEqual([]);
    expect(await edits(order.id)).toEqual([]);
    expect(await audits(order.id)).toEqual([]);
  });

  it("refuses changes once the order is shipped, delivered or cancelled", async () => {
    const { place, edit, lineOf, jersey, admin, server, updates, edits } = store;
    const order = await place([{ product_id: jersey.id, size: "Adult M", quantity: 1 }]);
    const words = { shipped: "Ready for pickup", delivered: "Picked up", cancelled: "Cancelled" };
    for (const [status, word] of Object.entries(words)) {
      expect((await send(server, "PUT", `/api/orders/${order.id}`, { status }, admin)).status).toBe(200);
      const res = await edit(order.id, { lines: [{ id: lineOf(order, "Home Jersey").id, quantity: 2 }] });
      expect(res.status, status).toBe(409);
      expect(res.error).toBe(`Order #${order.number} is "${word}"; it can no longer be changed.`);
    }
    // Back in processing, it can be changed again.
    await send(server, "PUT", `/api/orders/${order.id}`, { status: "processing" }, admin);
    expect(
      (await edit(order.id, { lines: [{ id: lineOf(order, "Home Jersey").id, quantity: 2 }] })).status,
    ).toBe(200);
    expect(await updates(order.id)).toHaveLength(1);
    expect(await edits(order.id)).toHaveLength(1);
  });

  it("refuses what checkout refuses, and an order without lines, saying what to do", async () => {
    const { place, edit, lineOf, jersey, cap } = store;
    const order = await place([
      { product_id: jersey.id, size: "Adult M", quantity: 1 },
      { product_id: cap.id, size: null, quantity: 1 },
    ]);
    const jerseyLine = lineOf(order, "Home Jersey").id;
    const capLine = lineOf(order, "Cap").id;
    const cases: [unknown, RegExp][] = [
      [
        { lines: [{ id: jerseyLine, size: "Adult 3XL" }] },
        /^"Home Jersey" does not come in "Adult 3XL". Choose one of: Adult M, Adult L, Adult XL.$/,
      ],
      [{ add: [{ product_id: cap.id, size: "Adult M", quantity: 1 }] }, /"Cap" comes in one size/],
      [
        {
          lines: [
            { id: jerseyLine, remove: true },
            { id: capLine, remove: true },
          ],
        },
        /needs at least one line\. To call the whole order off, set its status to Cancelled instead\./,
      ],
      [{ lines: [{ id: jerseyLine, quantity: 100 }] }, /quantity must be at most 99/],
      [
        {
          lines: [{ id: jerseyLine, quantity: 60 }],
          add: [{ product_id: jersey.id, size: "Adult M", quantity: 40 }],
        },
        /At most 99 of "Home Jersey" in Adult M per order/,
      ],
      [
        { lines: [{ id: jerseyLine, remove: true, quantity: 2 }] },
        /either removed .* or changed .*, not both/,
      ],
      [{ lines: [{ id: jerseyLine, quantity: "2" }] }, /quantity must be a number/],
      [{ lines: [{ id: "00000000-0000-4000-8000-000000000000", quantity: 2 }] }, /has no line 00000000/],
      [
        { add: [{ product_id: "00000000-0000-4000-8000-000000000000", quantity: 1 }] },
        /not in the catalogue/,
      ],
      [{ customer: { phone: "12" } }, /at least 7 digits/],
      [{ fulfilment: { method: "delivery" } }, /fulfilment\.address/],
      [{ status: "shipped" }, /Unrecognized key/i],
    ];
    for (const [body, message] of cases) {
      const res = await edit(order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error, JSON.stringify(body)).toMatch(message);
    }
    expect((await edit("00000000-0000-4000-8000-000000000000", { add: [] })).status).toBe(404);
  });

  it("is for staff only", async () => {
    const { place, edit, lineOf, jersey, server } = store;
    const order = await place([{ product_id: jersey.id, size: "Adult M", quantity: 1 }]);
    const body = { lines: [{ id: lineOf(order, "Home Jersey").id, quantity: 5 }] };
    expect((await edit(order.id, body, {})).status).toBe(401);
    expect((await edit(order.id, body, await signedInHeaders(server, "customer"))).status).toBe(403);
    const [line] = await store.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line?.quantity).toBe(1);
  });
});
