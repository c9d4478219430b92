import { type AppliedExemption, orders } from "@store/db";
import { insertProduct, insertTaxHoliday, insertTaxPlace, setClothingCategories } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refigureOrderTotals } from "../src/domains/tax/retax-order";
import { storeDayOf } from "../src/domains/tax/tax-basis";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { pdfText } from "./pdf-reader";
import { jerseyStore, orderBody, placed, placeTeamOrder } from "./team-family-fixtures";

interface TaxLine {
  level: string;
  jurisdiction: string;
  rate: number;
  taxable: number;
  tax: number;
}
interface Order {
  id: string;
  number: number;
  subtotal: number;
  delivery_fee: number;
  tax: number;
  total: number;
  tax_place: string | null;
  tax_lines: TaxLine[];
  exemption: { organisation: string } | null;
}
interface Figures {
  orders: number;
  gross_sales_cents: number;
  exempt_sales_cents: number;
  taxable_sales_cents: number;
  tax_collected_cents: number;
}
interface Return {
  month: string;
  places: (Figures & {
    place: string;
    jurisdictions: {
      level: string;
      jurisdiction: string;
      rate: number;
      taxable_cents: number;
      tax_cents: number;
    }[];
  })[];
  totals: Figures;
  exempt_orders: {
    order_id: string;
    number: number;
    exemption: { id: string; kind: string; organisation: string; number: string };
    document_url: string;
  }[];
}

const customer = { name: "Pat Coach", email: "pat.coach@example.com", phone: "(205) 555-0142" };
const address = { line1: "12 Main St", city: "Jemison", state: "AL", zip: "35085" };
const cents = (dollars: number) => Math.round(dollars * 100);
const DAY = 24 * 60 * 60 * 1000;

/** A moment given as a Central-time wall clock (the store's), in December-like CST or summer CDT. */
function central(day: string, time: string): Date {
  for (const offset of ["-06:00", "-05:00"]) {
    const moment = new Date(`${day}T${time}:00${offset}`);
    const wall = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Chicago",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(moment);
    if (storeDayOf(moment) === day && wall === time) return moment;
  }
  throw new Error(`no Central moment ${day} ${time}`);
}

describe(`the monthly sales-tax return (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  const month = storeDayOf(new Date()).slice(0, 7);
  const [y = 0, m = 1] = month.split("-").map(Number);
  const lastDay = `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
  const nextFirst = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  const counted: string[] = [];
  let exemptId = "";
  let cancelledId = "";
  let nextMonthId = "";
  let teamStoreId = "";
  let teamOrderId = "";

  const checkout = async (body: Record<string, unknown>) => {
    const res = await send(server, "POST", "/api/checkout", { customer, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { data: { order: Order } }).data.order;
  };
  const orderByNumber = async (number: number) => {
    const res = await send(server, "GET", `/api/orders/by-number/${number}`, undefined, admin);
    expect(res.status).toBe(200);
    return (res.body as { data: { order: Order } }).data.order;
  };
  const taxReturn = async (which = month) => {
    const res = await send(server, "GET", `/api/tax/returns?month=${which}`, undefined, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: Return }).data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    const db = server.database.db;
    const today = storeDayOf(new Date());
    await insertTaxPlace(db, {
      code: "clanton",
      name: "Clanton",
      isStore: true,
      delivers: false,
      rates: [
        { level: "state", jurisdiction: "Alabama", rate: 4, from: "2000-01-01" },
        { level: "city", jurisdiction: "Clanton", rate: 5, from: "2000-01-01" },
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
    // A holiday on today's store day: clothing under $100 goes free of the state's 4% only.
    await insertTaxHoliday(db, {
      name: "Test weekend",
      startsOn: storeDayOf(new Date(Date.now() - DAY)),
      endsOn: storeDayOf(new Date(Date.now() + DAY)),
      levels: ["state"],
      articleLimit: 100,
    });
    expect(today >= storeDayOf(new Date(Date.now() - DAY))).toBe(true);
    await setClothingCategories(db, ["hoodies", "apparel"]);
    const hoodie = await insertProduct(db, { name: "Rally Hoodie", price: 42.5, category: "hoodies" });
    const coat = await insertProduct(db, { name: "Coach Parka", price: 120, category: "hoodies" });
    const cap = await insertProduct(db, { name: "Trucker Cap", price: 12.35, category: "accessories" });

    // Picked up: the hoodie free of the state's tax this weekend, the parka over the limit taxed.
    const pickup = await checkout({
      fulfilment: { method: "pickup" },
      lines: [
        { product_id: hoodie.id, size: "Adult M", quantity: 2 },
        { product_id: coat.id, size: "Adult L", quantity: 1 },
        { product_id: cap.id, quantity: 3 },
      ],
    });
    counted.push(pickup.id);
    // Delivered to Jemison: its rates, and its delivery fee taxed.
    const delivered = await checkout({
      fulfilment: { method: "delivery", address, place: "jemison" },
      lines: [{ product_id: cap.id, quantity: 1 }],
    });
    counted.push(delivered.id);
    // A school's purchase order: made exempt as staff's exemption operation does.
    const school = await checkout({
      fulfilment: { method: "pickup" },
      lines: [{ product_id: cap.id, quantity: 10 }],
    });
    exemptId = school.id;
    counted.push(school.id);
    const exemption: AppliedExemption = {
      id: crypto.randomUUID(),
      kind: "school_po",
      organisation: "Clanton Middle School",
      number: "PO-4471",
      reason: "Bought with school funds",
      appliedBy: "staff@example.com",
      appliedAt: new Date().toISOString(),
    };
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ exemption }).where(eq(orders.id, school.id));
      await refigureOrderTotals(tx, school.id);
    });
    // A family's team-store order: taxed at the store's place.
    const s = await jerseyStore(db);
    const team = await placeTeamOrder(server, s.store.slug, orderBody(s, "Sam Lee", "12"));
    expect(team.status, JSON.stringify(team.body)).toBe(201);
    counted.push(placed(team).order.id);
    teamStoreId = s.store.id;
    teamOrderId = placed(team).order.id;
    // Cancelled: left out.
    const cancelled = await checkout({
      fulfilment: { method: "pickup" },
      lines: [{ product_id: cap.id, quantity: 2 }],
    });
    cancelledId = cancelled.id;
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelled.id));
    // 23:50 on the month's last day, Central: this month, though UTC already says the next.
    const lateNight = await checkout({
      fulfilment: { method: "pickup" },
      lines: [{ product_id: cap.id, quantity: 4 }],
    });
    await db
      .update(orders)
      .set({ createdAt: central(lastDay, "23:50") })
      .where(eq(orders.id, lateNight.id));
    counted.push(lateNight.id);
    // 00:10 on the next month's first day, Central: the next month's return.
    const next = await checkout({
      fulfilment: { method: "pickup" },
      lines: [{ product_id: hoodie.id, size: "Adult S", quantity: 1 }],
    });
    nextMonthId = next.id;
    await db
      .update(orders)
      .set({ createdAt: central(nextFirst, "00:10") })
      .where(eq(orders.id, next.id));
  }, 60_000);
  afterAll(() => server?.stop());

  /** The orders as the API answers them, summed per place the way a person would on paper. */
  async function expectedFromOrders(ids: readonly string[]) {
    const rows = await server.database.db.select({ id: orders.id, number: orders.number }).from(orders);
    const byId = new Map(rows.map((r) => [r.id, r.number]));
    const read = await Promise.all(ids.map((id) => orderByNumber(byId.get(id) ?? 0)));
    const places = new Map<
      string,
      Figures & { jurisdictions: Map<string, { taxable: number; tax: number }> }
    >();
    for (const o of read) {
      const place = o.tax_place ?? "No tax place";
      const p = places.get(place) ?? {
        orders: 0,
        gross_sales_cents: 0,
        exempt_sales_cents: 0,
        taxable_sales_cents: 0,
        tax_collected_cents: 0,
        jurisdictions: new Map(),
      };
      const gross = cents(o.subtotal) + cents(o.delivery_fee);
      // What the state's rate was applied to; an order taxed at no rate and not exempt is all taxable.
      const state = o.tax_lines.find((l) => l.level === "state");
      const taxable = state ? cents(state.taxable) : o.exemption ? 0 : gross;
      p.orders += 1;
      p.gross_sales_cents += gross;
      p.taxable_sales_cents += taxable;
      p.exempt_sales_cents += gross - taxable;
      p.tax_collected_cents += cents(o.tax);
      for (const l of o.tax_lines) {
        const key = `${l.level}|${l.jurisdiction}|${l.rate}`;
        const j = p.jurisdictions.get(key) ?? { taxable: 0, tax: 0 };
        j.taxable += cents(l.taxable);
        j.tax += cents(l.tax);
        p.jurisdictions.set(key, j);
      }
      places.set(place, p);
    }
    return { read, places };
  }

  it("equals the sum of the month's orders' own figures, per place and per jurisdiction", async () => {
    const r = await taxReturn();
    const { read, places } = await expectedFromOrders(counted);
    expect(r.places.map((p) => p.place).sort()).toEqual([...places.keys()].sort());
    for (const p of r.places) {
      const want = places.get(p.place);
      if (!want) throw new Error(`unexpected place ${p.place}`);
      const { jurisdictions, ...figures } = want;
      expect({ ...p, jurisdictions: undefined, place: undefined }).toEqual({
        ...figures,
        jurisdictions: undefined,
        place: undefined,
      });
      expect(
        Object.fromEntries(
          p.jurisdictions.map((j) => [
            `${j.level}|${j.jurisdiction}|${j.rate}`,
            { taxable: j.taxable_cents, tax: j.tax_cents },
          ]),
        ),
      ).toEqual(Object.fromEntries(jurisdictions));
      // Each place's jurisdictions add up to the tax it collected.
      expect(p.jurisdictions.reduce((s, j) => s + j.tax_cents, 0)).toBe(p.tax_collected_cents);
    }
    const sum = (pick: (o: Order) => number) => read.reduce((s, o) => s + cents(pick(o)), 0);
    expect(r.totals.orders).toBe(counted.length);
    expect(r.totals.gross_sales_cents).toBe(sum((o) => o.subtotal) + sum((o) => o.delivery_fee));
    expect(r.totals.tax_collected_cents).toBe(sum((o) => o.tax));
    expect(r.totals.taxable_sales_cents + r.totals.exempt_sales_cents).toBe(r.totals.gross_sales_cents);
    // The figures are not trivially zero: the rules above all left their mark.
    const clanton = r.places.find((p) => p.place === "Clanton");
    expect(clanton?.jurisdictions.map((j) => j.jurisdiction)).toEqual(["Alabama", "Clanton"]);
    const state = clanton?.jurisdictions[0];
    const city = clanton?.jurisdictions[1];
    // Holiday clothing under $100 escapes the state's rate, not the city's.
    expect(city?.taxable_cents ?? 0).toBeGreaterThan(state?.taxable_cents ?? 0);
    expect(r.places.find((p) => p.place === "Jemison")?.jurisdictions.map((j) => j.level)).toEqual([
      "state",
      "county",
      "city",
    ]);
    expect(r.totals.tax_collected_cents).toBeGreaterThan(0);
  });

  it("lists the exempt orders with their exemption and document, and leaves out cancelled and next month's", async () => {
    const r = await taxReturn();
    expect(r.exempt_orders).toHaveLength(1);
    const [exempt] = r.exempt_orders;
    expect(exempt).toMatchObject({
      order_id: exemptId,
      exemption: { kind: "school_po", organisation: "Clanton Middle School", number: "PO-4471" },
    });
    expect(exempt?.document_url).toBe(`/api/tax-exemptions/${exempt?.exemption.id}/document`);
    const school = await orderByNumber(exempt?.number ?? 0);
    expect(school.tax).toBe(0);
    const clanton = r.places.find((p) => p.place === "Clanton");
    // The school's whole sale is exempt sales.
    expect(clanton?.exempt_sales_cents).toBeGreaterThanOrEqual(cents(school.subtotal));
    const next = await taxReturn(nextFirst.slice(0, 7));
    expect(next.totals.orders).toBe(1);
    expect(next.exempt_orders).toEqual([]);
    const [nextRow] = await server.database.db.select().from(orders).where(eq(orders.id, nextMonthId));
    expect(next.totals.tax_collected_cents).toBe(cents(nextRow?.tax ?? -1));
    expect(counted).not.toContain(cancelledId);
  });

  it("gives the same figures as CSV and as PDF", async () => {
    const r = await taxReturn();
    const csvRes = await fetch(`${server.url}/api/tax/returns.csv?month=${month}`, { headers: admin });
    expect(csvRes.status).toBe(200);
    expect(csvRes.headers.get("content-disposition")).toBe(
      `attachment; filename="sales-tax-return-${month}.csv"`,
    );
    const lines = (await csvRes.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Row","Place","Level","Jurisdiction","Rate","Orders","Gross Sales","Exempt Sales","Taxable Sales","Sales Tax","Order Number","Exemption","Organisation","Exemption Number"',
    );
    const money = (c: number) => (c / 100).toFixed(2);
    const t = r.totals;
    expect(lines).toContain(
      `"Total","All places",,,,"${t.orders}","${money(t.gross_sales_cents)}","${money(t.exempt_sales_cents)}","${money(t.taxable_sales_cents)}","${money(t.tax_collected_cents)}",,,,`,
    );
    for (const p of r.places)
      expect(lines).toContain(
        `"Place","${p.place}",,,,"${p.orders}","${money(p.gross_sales_cents)}","${money(p.exempt_sales_cents)}","${money(p.taxable_sales_cents)}","${money(p.tax_collected_cents)}",,,,`,
      );
    expect(
      lines.some((l) => l.includes('"Exempt order"') && l.includes('"Clanton Middle School","PO-4471"')),
    ).toBe(true);

    const pdfRes = await fetch(`${server.url}/api/tax/returns.pdf?month=${month}`, { headers: admin });
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(Buffer.from(await pdfRes.arrayBuffer()));
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    expect(text).toContain("Sales tax");
    // The reader may split a figure where the font kerns it: compare without spaces.
    const tight = text.replace(/\s+/g, "");
    expect(tight).toContain(`Total${t.orders}${dollars.format(t.gross_sales_cents / 100)}`);
    expect(tight).toContain(dollars.format(t.tax_collected_cents / 100));
    expect(text).toContain("Clanton Middle School, PO-4471");
  });

  it("refuses a month it cannot read, and anyone but staff", async () => {
    const bad = await send(server, "GET", "/api/tax/returns?month=2026-13", undefined, admin);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Give the month as YYYY-MM");
    expect((await send(server, "GET", `/api/tax/returns?month=${month}`)).status).toBe(401);
    const customerHeaders = await signedInHeaders(server, "customer");
    expect(
      (await send(server, "GET", `/api/tax/returns.csv?month=${month}`, undefined, customerHeaders)).status,
    ).toBe(403);
  });

  it("prints the sales tax on the invoice: the place and combined rate, or the exemption", async () => {
    const [taxedId] = counted;
    const [row] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, taxedId ?? ""));
    const invoice = async (id: string) => {
      const res = await fetch(`${server.url}/api/orders/${id}/invoice.pdf`, { headers: admin });
      expect(res.status).toBe(200);
      return pdfText(Buffer.from(await res.arrayBuffer()));
    };
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const taxed = await invoice(taxedId ?? "");
    expect(row?.tax ?? 0).toBeGreaterThan(0);
    expect(taxed).toContain(`Sales tax (Clanton, 9%) ${dollars.format(row?.tax ?? 0)}`);
    const exempt = await invoice(exemptId);
    expect(exempt).toContain("Sales tax: exempt — Clanton Middle School, school purchase order PO-4471");
    // The packing slip still shows no money at all.
    const slip = await fetch(`${server.url}/api/orders/${taxedId}/packing-slip.pdf`, { headers: admin });
    const slipText = await pdfText(Buffer.from(await slip.arrayBuffer()));
    expect(slipText).not.toMatch(/\$\d|Sales tax/);
  });

  it("ends a team batch's CSV with each order's sales tax and total, and puts the tax in the batch's report", async () => {
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, teamOrderId));
    expect(row?.tax ?? 0).toBeGreaterThan(0);
    const res = await fetch(`${server.url}/api/team-stores/${teamStoreId}/batches/1/lines.csv`, {
      headers: admin,
    });
    expect(res.status).toBe(200);
    const [header, ...lines] = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toMatch(/"Payment","Order sales tax","Order total"$/);
    for (const line of lines)
      expect(line).toMatch(new RegExp(`"${row?.tax.toFixed(2)}","${row?.total.toFixed(2)}"$`));
    const report = await send(server, "GET", `/api/team-stores/${teamStoreId}/batches/1`, undefined, admin);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect((report.body as { data: { header: { tax: number } } }).data.header.tax).toBe(row?.tax);
  });
});
