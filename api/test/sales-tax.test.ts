import { orders, taxRates } from "@store/db";
import { insertProduct, insertTaxHoliday, insertTaxPlace, setClothingCategories } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { jerseyStore, orderBody, placeTeamOrder } from "./team-family-fixtures";

// Issue 39's rules, each as the store answers them over HTTP: where an order is taxed, what is
// taxable, the back-to-school weekend by the store's clock, and what the server refuses.

interface TaxLine {
  level: string;
  jurisdiction: string;
  rate: number;
  taxable: number;
  tax: number;
}
interface Order {
  id: string;
  subtotal: number;
  delivery_fee: number;
  tax: number;
  tax_lines: TaxLine[];
  tax_place: string | null;
  total: number;
  balance: number;
  items: { id: string; product_name: string; tax: number; quantity: number }[];
}

const customer = { name: "Pat Coach", email: "pat@example.com", phone: "(205) 555-0142" };
const address = { line1: "12 Main St", city: "Jemison", state: "AL", zip: "35085" };
/** 12:00 on a plain day, Central time. */
const ordinaryDay = new Date("2026-03-10T18:00:00Z");
const cents = (d: number) => Math.round(d * 100);

describe(`sales tax rules (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let tee: { id: string };
  let hoodie: { id: string };
  let cap: { id: string };
  let shirt100: { id: string };
  let shirt10001: { id: string };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    await insertTaxPlace(db, {
      code: "clanton",
      name: "Clanton",
      isStore: true,
      rates: [
        { level: "state", jurisdiction: "Alabama", rate: 4, from: "2000-01-01" },
        { level: "county", jurisdiction: "Chilton County", rate: 1, from: "2000-01-01" },
        { level: "city", jurisdiction: "Clanton", rate: 3, from: "2000-01-01" },
      ],
    });
    await insertTaxPlace(db, {
      code: "jemison",
      name: "Jemison",
      rates: [
        { level: "state", jurisdiction: "Alabama", rate: 4, from: "2000-01-01" },
        { level: "county", jurisdiction: "Chilton County", rate: 1, from: "2000-01-01" },
        { level: "city", jurisdiction: "Jemison", rate: 3.5, from: "2000-01-01" },
      ],
    });
    await insertTaxPlace(db, { code: "nowhere", name: "Not delivered to", delivers: false, rates: [] });
    await insertTaxHoliday(db, {
      name: "Back-to-school 2026",
      startsOn: "2026-07-17",
      endsOn: "2026-07-19",
      levels: ["state"],
      articleLimit: 100,
    });
    await setClothingCategories(db, ["t-shirts", "hoodies", "apparel"]);
    tee = await insertProduct(db, { name: "Team Tee", price: 20, category: "t-shirts" });
    hoodie = await insertProduct(db, { name: "Rally Hoodie", price: 42.5, category: "hoodies" });
    cap = await insertProduct(db, { name: "Trucker Cap", price: 15, category: "accessories" });
    shirt100 = await insertProduct(db, { name: "Warm-up Jacket", price: 100, category: "apparel" });
    shirt10001 = await insertProduct(db, { name: "Coach Jacket", price: 100.01, category: "apparel" });
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  const oneSize = (product: { id: string }, quantity = 1) => ({ product_id: product.id, quantity });
  const sized = (product: { id: string }, quantity = 1) => ({
    product_id: product.id,
    size: "Adult M",
    quantity,
  });
  async function place(lines: unknown[], fulfilment: unknown = { method: "pickup" }, at = ordinaryDay) {
    server.setClock(at);
    const res = await send(server, "POST", "/api/checkout", { customer, fulfilment, lines });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { data: { order: Order } }).data.order;
  }
  const orderCount = async () => (await server.database.db.select({ n: count() }).from(orders))[0]?.n;
  const rateOf = (order: Order, level: string) => order.tax_lines.find((l) => l.level === level);

  it("taxes a pickup at the store's place, each jurisdiction rounded once, and the lines add up exactly", async () => {
    const order = await place([sized(tee, 3), oneSize(cap, 1)]);
    expect(order.tax_place).toBe("Clanton");
    expect(order.subtotal).toBe(75);
    expect(order.tax_lines.map((l) => [l.jurisdiction, l.rate, l.taxable, l.tax])).toEqual([
      ["Alabama", 4, 75, 3],
      ["Chilton County", 1, 75, 0.75],
      ["Clanton", 3, 75, 2.25],
    ]);
    expect(order.tax).toBe(6);
    expect(order.total).toBe(81);
    expect(order.balance).toBe(81);
    expect(order.items.reduce((sum, i) => sum + cents(i.tax), 0)).toBe(600);
  });

  it("taxes a delivery at the place delivered to, its delivery fee included", async () => {
    const order = await place([sized(tee)], { method: "delivery", address, place: "jemison" });
    expect(order.tax_place).toBe("Jemison");
    expect(order.delivery_fee).toBe(9.95);
    // 29.95 at 4% = 1.198 → 1.20; at 1% = 0.2995 → 0.30; at 3.5% = 1.04825 → 1.05.
    expect(order.tax_lines.map((l) => [l.taxable, l.tax])).toEqual([
      [29.95, 1.2],
      [29.95, 0.3],
      [29.95, 1.05],
    ]);
    expect(order.tax).toBe(2.55);
    expect(order.total).toBe(32.5);
  });

  it("estimates at checkout with the same figures the order gets", async () => {
    server.setClock(ordinaryDay);
    const lines = [sized(hoodie, 2), oneSize(cap)];
    const fulfilment = { method: "delivery", address, place: "jemison" };
    const res = await send(server, "POST", "/api/checkout/prices", { lines, fulfilment });
    expect(res.status).toBe(200);
    const { estimate } = (res.body as { data: { estimate: Omit<Order, "id" | "items" | "balance"> } }).data;
    const order = await place(lines, fulfilment);
    expect(estimate).toEqual({
      subtotal: order.subtotal,
      delivery_fee: order.delivery_fee,
      tax: order.tax,
      tax_lines: order.tax_lines,
      tax_place: "Jemison",
      total: order.total,
    });
    const places = await send(server, "GET", "/api/checkout/delivery-places");
    expect(places.body).toEqual({
      data: {
        store_place: "Clanton",
        places: [
          { code: "clanton", name: "Clanton" },
          { code: "jemison", name: "Jemison" },
        ],
      },
    });
  });

  it.each([
    [
      "a place not on the list",
      { method: "delivery", address, place: "nowhere" },
      'We do not deliver to "nowhere"',
    ],
    [
      "an unknown place",
      { method: "delivery", address, place: "birmingham" },
      'We do not deliver to "birmingham"',
    ],
    ["no place", { method: "delivery", address }, "Choose the place we deliver to: Clanton, Jemison."],
  ])("refuses a delivery to %s, saying what to choose, and stores nothing", async (_, fulfilment, words) => {
    const before = await orderCount();
    const res = await send(server, "POST", "/api/checkout", { customer, fulfilment, lines: [sized(tee)] });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toContain(words);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ["tax", { tax: 0 }],
    ["tax_lines", { tax_lines: [] }],
  ])("refuses a %s sent by the client and stores nothing", async (_, extra) => {
    const before = await orderCount();
    const res = await send(server, "POST", "/api/checkout", {
      customer,
      fulfilment: { method: "pickup" },
      lines: [sized(tee)],
      ...extra,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("Sales tax is figured by the store");
    expect(await orderCount()).toBe(before);
  });

  // Central daylight time is UTC-5 in July: 23:59 on Thursday the 16th is 04:59 UTC on the 17th.
  it.each([
    ["23:59 the Thursday before", "2026-07-17T04:59:00Z", 4],
    ["00:00 the Friday it starts", "2026-07-17T05:00:00Z", 0],
    ["23:59 the Sunday it ends", "2026-07-20T04:59:00Z", 0],
    ["00:00 the Monday after", "2026-07-20T05:00:00Z", 4],
  ])(
    "judges the back-to-school weekend on the store's clock: at %s clothing pays %s% state tax",
    async (_, at, state) => {
      const order = await place([sized(tee)], { method: "pickup" }, new Date(at));
      expect(rateOf(order, "state")?.tax).toBe((20 * state) / 100);
      // Local rates are not part of this weekend here: they are charged all the same.
      expect(rateOf(order, "county")?.tax).toBe(0.2);
      expect(rateOf(order, "city")?.tax).toBe(0.6);
    },
  );

  it("frees clothing up to $100 an article on the weekend, not above, and never what is not clothing", async () => {
    const order = await place(
      [sized(shirt100), sized(shirt10001), oneSize(cap)],
      { method: "pickup" },
      new Date("2026-07-18T17:00:00Z"),
    );
    // State tax only on the $100.01 jacket and the cap.
    expect(rateOf(order, "state")).toMatchObject({ taxable: 115.01, tax: 4.6 });
    expect(rateOf(order, "city")).toMatchObject({ taxable: 215.01, tax: 6.45 });
    const free = order.items.find((i) => i.product_name === "Warm-up Jacket");
    expect(free?.tax).toBe(1 + 3); // county 1% + city 3% of $100, no state
  });

  it("taxes a delivery fee on the weekend even when the goods are free of state tax", async () => {
    const order = await place(
      [sized(tee)],
      { method: "delivery", address, place: "jemison" },
      new Date("2026-07-18T17:00:00Z"),
    );
    expect(rateOf(order, "state")).toMatchObject({ taxable: 9.95, tax: 0.4 });
  });

  it("keeps a placed order's rates when the rate changes later, even when the order is edited after", async () => {
    const order = await place([sized(tee, 2)]);
    const [clanton] = await server.database.db
      .select()
      .from(taxRates)
      .where(eq(taxRates.jurisdiction, "Clanton"));
    if (!clanton) throw new Error("no Clanton rate");
    await server.database.db.insert(taxRates).values({
      placeId: clanton.placeId,
      level: "city",
      jurisdiction: "Clanton",
      ratePercent: 5,
      effectiveFrom: "2026-03-11",
    });
    server.setClock(new Date("2026-03-12T18:00:00Z"));
    const line = order.items[0];
    if (!line) throw new Error("no line");
    const res = await send(
      server,
      "PATCH",
      `/api/orders/${order.id}`,
      { lines: [{ id: line.id, quantity: 3 }] },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = (res.body as { data: { order: Order } }).data.order;
    expect(rateOf(edited, "city")).toMatchObject({ rate: 3, taxable: 60, tax: 1.8 });
    expect(edited.tax).toBe(4.8);
    expect(edited.total).toBe(64.8);
    // A new order that day pays the new rate.
    const fresh = await place([sized(tee, 3)], { method: "pickup" }, new Date("2026-03-12T18:00:00Z"));
    expect(rateOf(fresh, "city")).toMatchObject({ rate: 5, tax: 3 });
  });

  it("re-taxes a staff edit to delivery at the place named; a new address keeps the place; none named is refused", async () => {
    const order = await place([sized(tee, 2)]);
    const edit = (fulfilment: unknown) =>
      send(server, "PATCH", `/api/orders/${order.id}`, { fulfilment }, admin);
    const unnamed = await edit({ method: "delivery", address });
    expect(unnamed.status).toBe(400);
    expect((unnamed.body as { error: string }).error).toContain("Choose the place we deliver to");
    const moved = await edit({ method: "delivery", address, place: "jemison" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const delivered = (moved.body as { data: { order: Order; changes: string[] } }).data;
    expect(delivered.changes).toContain("Taxed at Clanton → Jemison");
    expect(delivered.order.tax_place).toBe("Jemison");
    // $40 + $9.95 delivery at 4% + 1% + 3.5%: 2.00 + 0.50 + 1.75 (1.74825) = 4.25.
    expect(delivered.order.tax).toBe(4.25);
    const readdressed = await edit({ method: "delivery", address: { ...address, line1: "14 Main St" } });
    expect(readdressed.status).toBe(200);
    expect((readdressed.body as { data: { order: Order } }).data.order.tax_place).toBe("Jemison");
  });

  it("taxes a family's team-store order (personal use, even through a school) with its name and number fee", async () => {
    server.setClock(ordinaryDay);
    const store = await jerseyStore(server.database.db, {
      opensAt: new Date("2026-03-01T00:00:00Z"),
      closesAt: new Date("2026-04-01T00:00:00Z"),
      status: "open",
    });
    const res = await placeTeamOrder(server, store.store.slug, orderBody(store, "Sam Lee", "12"));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = (res.body as { data: { order: Order } }).data.order;
    // $35 jersey + $5 name/number fee: the fee is part of the price of the goods.
    expect(order.subtotal).toBe(40);
    expect(order.tax).toBe(3.2);
    expect(order.total).toBe(43.2);
  });

  it("records a counter payment up to the taxed balance", async () => {
    const order = await place([sized(tee, 2)]);
    const pay = await send(
      server,
      "POST",
      `/api/orders/${order.id}/payments`,
      { amount: order.total, method: "card" },
      admin,
    );
    expect(pay.status, JSON.stringify(pay.body)).toBe(201);
    const after = (pay.body as { data: { order: Order & { payment_state: string } } }).data.order;
    expect(after.balance).toBe(0);
    expect(after.payment_state).toBe("paid");
  });
});
