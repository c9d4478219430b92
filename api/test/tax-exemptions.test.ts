import { auditEntries, orderEvents, orders, quotes, taxExemptions } from "@store/db";
import { insertProduct, insertTaxPlace } from "@store/db/seed";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAMILY_ORDER_RULE } from "../src/domains/tax-exemptions/schemas";
import { send, signedInHeaders, startTestServer, storedFiles, type TestServer } from "./helpers";
import { jerseyStore, orderBody, placed, placeTeamOrder } from "./team-family-fixtures";

// Exemptions (decision 084): recorded on a customer with their document, verified by staff, applied
// to an order or a quote; refused when unverified, expired, someone else's, or on a family's order.

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shape.
type Answer = Record<string, any>;
const data = (res: { body: unknown }) => (res.body as { data: Answer }).data;
const errorOf = (res: { body: unknown }) => (res.body as { error: string }).error;

// Noon in Clanton on 2026-03-10 (CDT, UTC-5): the store's day is 2026-03-10.
const NOON = new Date("2026-03-10T17:00:00Z");

let server: TestServer;
let admin: Record<string, string>;
let productId: string;
let placedCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  server.setClock(NOON);
  admin = await signedInHeaders(server, "admin");
  const db = server.database.db;
  await insertTaxPlace(db, {
    code: "clanton",
    name: "Clanton",
    isStore: true,
    rates: [
      { level: "state", jurisdiction: "Alabama", rate: 4, from: "2020-01-01" },
      { level: "city", jurisdiction: "Clanton", rate: 4, from: "2020-01-01" },
    ],
  });
  productId = (
    await insertProduct(db, { name: "Practice Tee", price: 30, category: "accessories", sizes: [] })
  ).id;
});
afterAll(() => server.stop());

/** An order placed through checkout by a new customer: 2 × $30, picked up (8% tax: $4.80). */
async function placeOrder(
  email = `school${++placedCount}@example.com`,
  method: "pickup" | "delivery" = "pickup",
) {
  const res = await send(server, "POST", "/api/checkout", {
    customer: { name: "Clanton Middle School", email, phone: "205-555-0101" },
    fulfilment:
      method === "pickup"
        ? { method }
        : {
            method,
            address: { line1: "12 Main St", city: "Clanton", state: "AL", zip: "35045" },
            place: "clanton",
          },
    lines: [{ product_id: productId, size: null, quantity: 2 }],
  });
  if (res.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  const order = (res.body as { data: { order: Answer } }).data.order;
  const [row] = await server.database.db
    .select({ profileId: orders.profileId })
    .from(orders)
    .where(eq(orders.id, order.id));
  return { order, customerId: row?.profileId as string };
}

interface NewExemption {
  kind: string;
  organisation?: string;
  number?: string;
  expires_on?: string;
  file?: { bytes: Uint8Array; name: string; type: string };
}

async function addExemption(customerId: string, e: NewExemption, headers = admin) {
  const form = new FormData();
  form.append("kind", e.kind);
  form.append("organisation", e.organisation ?? "Clanton Middle School");
  form.append("number", e.number ?? "PO-2026-114");
  if (e.expires_on) form.append("expires_on", e.expires_on);
  const file = e.file ?? { bytes: pdf, name: "po.pdf", type: "application/pdf" };
  form.append("document", new Blob([file.bytes], { type: file.type }), file.name);
  const res = await fetch(`${server.url}/api/customers/${customerId}/tax-exemptions`, {
    method: "POST",
    headers,
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

const verify = (id: string) => send(server, "POST", `/api/tax-exemptions/${id}/verify`, undefined, admin);
const apply = (orderId: string, exemptionId: string, reason = "School funds on the principal's PO") =>
  send(server, "POST", `/api/orders/${orderId}/exemption`, { exemption_id: exemptionId, reason }, admin);

/** A verified exemption of the customer's, ready to apply. */
async function verified(customerId: string, e: NewExemption) {
  const added = await addExemption(customerId, e);
  expect(added.status).toBe(201);
  const res = await verify(added.body.data.id);
  expect(res.status).toBe(200);
  return data(res);
}

describe("recording exemptions", () => {
  it("keeps each kind with its document, awaiting a check until staff verify it", async () => {
    const { customerId } = await placeOrder();
    const school = await addExemption(customerId, { kind: "school_po" });
    expect(school.status).toBe(201);
    expect(school.body.data).toMatchObject({
      kind: "school_po",
      organisation: "Clanton Middle School",
      number: "PO-2026-114",
      expires_on: null,
      document_type: "application/pdf",
      status: "awaiting check",
      verified_by: null,
    });
    const nonprofit = await addExemption(customerId, {
      kind: "nonprofit",
      organisation: "Chilton County Booster Club",
      number: "EXM-55120",
      expires_on: "2027-06-30",
      file: { bytes: png, name: "certificate.png", type: "image/png" },
    });
    expect(nonprofit.status).toBe(201);
    expect(nonprofit.body.data).toMatchObject({
      kind: "nonprofit",
      expires_on: "2027-06-30",
      document_type: "image/png",
    });
    const resale = await addExemption(customerId, {
      kind: "resale",
      number: "R-1234",
      expires_on: "2026-12-31",
    });
    expect(resale.status).toBe(201);

    const checked = await verify(school.body.data.id);
    expect(checked.status).toBe(200);
    expect(data(checked)).toMatchObject({ status: "verified", verified_by: expect.stringMatching(/^admin/) });
    expect(data(checked).verified_at).toBe(NOON.toISOString());

    const list = await send(server, "GET", `/api/customers/${customerId}/tax-exemptions`, undefined, admin);
    expect(list.status).toBe(200);
    expect(data(list).map((e: Answer) => [e.kind, e.status])).toEqual([
      ["resale", "awaiting check"],
      ["nonprofit", "awaiting check"],
      ["school_po", "verified"],
    ]);

    const doc = await fetch(`${server.url}/api/tax-exemptions/${school.body.data.id}/document`, {
      headers: admin,
    });
    expect(doc.status).toBe(200);
    expect(doc.headers.get("content-type")).toBe("application/pdf");
    expect(doc.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(new Uint8Array(await doc.arrayBuffer())).toEqual(pdf);
    // Never public: not through /uploads, not without staff.
    const [row] = await server.database.db
      .select({ key: taxExemptions.documentKey })
      .from(taxExemptions)
      .where(eq(taxExemptions.id, school.body.data.id));
    expect((await fetch(`${server.url}/uploads/${row?.key}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/tax-exemptions/${school.body.data.id}/document`)).status).toBe(
      401,
    );
  });

  it("refuses bytes that are not a PDF or picture, whatever the name says, and keeps no file", async () => {
    const { customerId } = await placeOrder();
    const before = await storedFiles(server);
    const fake = await addExemption(customerId, {
      kind: "school_po",
      file: {
        bytes: new TextEncoder().encode("MZ this is a program"),
        name: "po.pdf",
        type: "application/pdf",
      },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.error).toMatch(/not a PDF, PNG, JPEG or WebP/);
    expect(await storedFiles(server)).toEqual(before);
    const rows = await server.database.db
      .select()
      .from(taxExemptions)
      .where(eq(taxExemptions.profileId, customerId));
    expect(rows).toEqual([]);
  });

  it("refuses a school PO with an expiry, a certificate without one, and no document", async () => {
    const { customerId } = await placeOrder();
    const poWithExpiry = await addExemption(customerId, { kind: "school_po", expires_on: "2027-01-01" });
    expect(poWithExpiry.status).toBe(400);
    expect(poWithExpiry.body.error).toMatch(/no expiry date/);
    expect(poWithExpiry.body.fields).toEqual({
      expires_on: "A school purchase order has no expiry date: leave expires_on out.",
    });
    const noExpiry = await addExemption(customerId, { kind: "nonprofit" });
    expect(noExpiry.status).toBe(400);
    expect(noExpiry.body.error).toMatch(/last valid day as expires_on/);
    const form = new FormData();
    form.append("kind", "school_po");
    form.append("organisation", "Clanton Middle School");
    form.append("number", "PO-1");
    const noFile = await fetch(`${server.url}/api/customers/${customerId}/tax-exemptions`, {
      method: "POST",
      headers: admin,
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as Answer).error).toMatch(/Attach one document/);
    const customer = await signedInHeaders(server, "customer");
    expect((await addExemption(customerId, { kind: "school_po" }, customer)).status).toBe(403);
    const rows = await server.database.db
      .select()
      .from(taxExemptions)
      .where(eq(taxExemptions.profileId, customerId));
    expect(rows).toEqual([]);
  });
});

describe("who may and what stays", () => {
  it("is staff's only, and an expired certificate cannot be verified", async () => {
    const { order, customerId } = await placeOrder();
    const e = await verified(customerId, { kind: "school_po" });
    const customer = await signedInHeaders(server, "customer");
    expect(
      (await send(server, "GET", `/api/customers/${customerId}/tax-exemptions`, undefined, customer)).status,
    ).toBe(403);
    expect(
      (await send(server, "POST", `/api/orders/${order.id}/exemption`, { exemption_id: e.id, reason: "x" }))
        .status,
    ).toBe(401);
    expect(
      (
        await send(
          server,
          "POST",
          `/api/orders/${order.id}/exemption`,
          { exemption_id: e.id, reason: "x" },
          customer,
        )
      ).status,
    ).toBe(403);
    await expectUntouched(order);

    const old = await addExemption(customerId, { kind: "resale", expires_on: "2026-03-09" });
    expect(old.status).toBe(201);
    expect(old.body.data.status).toBe("expired");
    const refused = await verify(old.body.data.id);
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatch(/expired on 2026-03-09: ask the customer for their current certificate/);
  });

  it("takes a quote's exemption off again before it becomes an order", async () => {
    const res = await send(server, "POST", "/api/quotes", {
      team_name: "Jemison Jets",
      contact_name: "Sam Principal",
      email: `principal${++placedCount}@jemison.example`,
      phone: "205-555-0100",
      sport: "baseball",
      package: "Pro",
      additional_items: [],
      rush: "3-5 Days",
      needed_by: "2030-04-01",
      colors: "Navy",
      artwork_notes: "",
      roster: [{ name: "Ava Smith", number: "12", size: "Youth M" }],
    });
    const quoteId = data(res).id as string;
    const form = new FormData();
    form.append("kind", "school_po");
    form.append("organisation", "Jemison High School");
    form.append("number", "PO-9");
    form.append("document", new Blob([png], { type: "image/png" }), "po.png");
    const added = await fetch(`${server.url}/api/quotes/${quoteId}/tax-exemptions`, {
      method: "POST",
      headers: admin,
      body: form,
    });
    const e = ((await added.json()) as Answer).data;
    await verify(e.id);
    const body = { exemption_id: e.id, reason: "School PO" };
    expect((await send(server, "POST", `/api/quotes/${quoteId}/exemption`, body, admin)).status).toBe(200);
    const removed = await send(
      server,
      "DELETE",
      `/api/quotes/${quoteId}/exemption`,
      { reason: "Parents pay" },
      admin,
    );
    expect(removed.status).toBe(200);
    expect(data(removed).applied).toBeNull();
    const audits = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, quoteId));
    expect(audits.map((a) => a.action).sort()).toEqual(["quote.exemption_apply", "quote.exemption_remove"]);
  });
});

describe("applying an exemption to an order", () => {
  it("takes the tax off (total = subtotal + fee), records who and why, and puts it back when removed", async () => {
    const { order, customerId } = await placeOrder();
    expect(order).toMatchObject({ subtotal: 60, tax: 4.8, total: 64.8 });
    const school = await verified(customerId, { kind: "school_po" });

    const applied = await apply(order.id, school.id);
    expect(applied.status).toBe(200);
    const exempt = data(applied);
    expect(exempt).toMatchObject({ tax: 0, total: 60 });
    // The jurisdictions stay listed (for the monthly return), each with nothing taxed.
    expect(exempt.tax_lines.map((l: Answer) => [l.taxable, l.tax])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(exempt.total).toBe(exempt.subtotal + exempt.delivery_fee);
    expect(exempt.items.every((i: Answer) => i.tax === 0)).toBe(true);
    expect(exempt.exemption).toEqual({
      kind: "school_po",
      organisation: "Clanton Middle School",
      number: "PO-2026-114",
      reason: "School funds on the principal's PO",
    });
    const [row] = await server.database.db
      .select({ exemption: orders.exemption })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.exemption).toMatchObject({ id: school.id, appliedBy: expect.stringMatching(/^admin/) });
    const events = await server.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, "edited")));
    expect(JSON.stringify(events[0]?.details)).toMatch(
      /Exempt from sales tax: School purchase order PO-2026-114/,
    );
    const audits = await server.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, order.id), eq(auditEntries.action, "order.exemption_apply")));
    expect(audits).toHaveLength(1);

    const removed = await send(
      server,
      "DELETE",
      `/api/orders/${order.id}/exemption`,
      { reason: "Paid by a parent" },
      admin,
    );
    expect(removed.status).toBe(200);
    expect(data(removed)).toMatchObject({ tax: 4.8, total: 64.8, exemption: null });
    const again = await send(
      server,
      "DELETE",
      `/api/orders/${order.id}/exemption`,
      { reason: "Twice" },
      admin,
    );
    expect(again.status).toBe(409);
  });

  it("takes the delivery's tax off too: an exempt delivery's total is its subtotal plus the fee", async () => {
    const { order, customerId } = await placeOrder(undefined, "delivery");
    expect(order.delivery_fee).toBeGreaterThan(0);
    expect(order.tax).toBeGreaterThan(4.8);
    const e = await verified(customerId, { kind: "school_po" });
    const res = await apply(order.id, e.id);
    expect(res.status).toBe(200);
    const exempt = data(res);
    expect(exempt.tax).toBe(0);
    expect(exempt.total).toBe(Math.round((exempt.subtotal + exempt.delivery_fee) * 100) / 100);
    const [row] = await server.database.db
      .select({ deliveryTax: orders.deliveryTax })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.deliveryTax).toBe(0);
  });

  it("applies a nonprofit certificate and a resale number alike", async () => {
    for (const kind of ["nonprofit", "resale"] as const) {
      const { order, customerId } = await placeOrder();
      const e = await verified(customerId, { kind, number: `${kind}-1`, expires_on: "2026-12-31" });
      const res = await apply(order.id, e.id, "Certificate on file");
      expect(res.status).toBe(200);
      expect(data(res)).toMatchObject({ tax: 0, total: 60, exemption: { kind } });
    }
  });

  it("refuses an unverified exemption and writes nothing", async () => {
    const { order, customerId } = await placeOrder();
    const added = await addExemption(customerId, { kind: "school_po" });
    const res = await apply(order.id, added.body.data.id);
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatch(/has not been verified: check its document and press Verify/);
    await expectUntouched(order);
  });

  it("refuses an exemption expired before the order's day; its last day is still good", async () => {
    const lastDayYesterday = await placeOrder();
    const old = await addExemption(lastDayYesterday.customerId, {
      kind: "nonprofit",
      expires_on: "2026-12-31",
    });
    await verify(old.body.data.id);
    // It expires on 2026-03-09 as far as this order is concerned: make the record say so.
    await server.database.db
      .update(taxExemptions)
      .set({ expiresOn: "2026-03-09" })
      .where(eq(taxExemptions.id, old.body.data.id));
    const refused = await apply(lastDayYesterday.order.id, old.body.data.id);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatch(/expired on 2026-03-09, before this order's day \(2026-03-10\)/);
    await expectUntouched(lastDayYesterday.order);

    const lastDayToday = await placeOrder();
    const today = await verified(lastDayToday.customerId, { kind: "resale", expires_on: "2026-03-10" });
    const ok = await apply(lastDayToday.order.id, today.id);
    expect(ok.status).toBe(200);
    expect(data(ok).tax).toBe(0);
  });

  it("judges expiry by the order's day, not today's: a later day does not undo it, nor allow an expired one", async () => {
    const { order, customerId } = await placeOrder();
    const e = await verified(customerId, { kind: "resale", expires_on: "2026-03-10" });
    server.setClock(new Date("2026-03-12T17:00:00Z"));
    try {
      const list = await send(server, "GET", `/api/customers/${customerId}/tax-exemptions`, undefined, admin);
      expect(data(list)[0].status).toBe("expired");
      // The order was placed on the 10th, the certificate's last day: it still applies to it.
      expect((await apply(order.id, e.id)).status).toBe(200);
      const later = await placeOrder();
      const moved = await server.database.db
        .update(taxExemptions)
        .set({ profileId: later.customerId })
        .where(eq(taxExemptions.id, e.id))
        .returning();
      expect(moved).toHaveLength(1);
      const refused = await apply(later.order.id, e.id);
      expect(refused.status).toBe(400);
      expect(errorOf(refused)).toMatch(/expired on 2026-03-10, before this order's day \(2026-03-12\)/);
    } finally {
      server.setClock(NOON);
    }
  });

  it("refuses another customer's exemption", async () => {
    const mine = await placeOrder();
    const theirs = await placeOrder();
    const e = await verified(theirs.customerId, { kind: "school_po" });
    const res = await apply(mine.order.id, e.id);
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatch(/on another customer's record/);
    await expectUntouched(mine.order);
  });

  it("refuses a team-store family order in the rule's words", async () => {
    const s = await jerseyStore(server.database.db, {
      opensAt: new Date(NOON.getTime() - 86_400_000),
      closesAt: new Date(NOON.getTime() + 7 * 86_400_000),
    });
    const res = await placeTeamOrder(server, s.store.slug, orderBody(s, "Sam Lee", "12"));
    expect(res.status).toBe(201);
    const orderId = placed(res).order.id as string;
    const [row] = await server.database.db
      .select({ profileId: orders.profileId })
      .from(orders)
      .where(eq(orders.id, orderId));
    const e = await verified(row?.profileId as string, { kind: "school_po" });
    const before = await orderByNumber(placed(res).order.number);
    const refused = await apply(orderId, e.id);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toBe(FAMILY_ORDER_RULE);
    expect(await orderByNumber(placed(res).order.number)).toEqual(before);
  });

  it("refuses a settled order", async () => {
    const { order, customerId } = await placeOrder();
    const e = await verified(customerId, { kind: "school_po" });
    const cancelled = await send(server, "PUT", `/api/orders/${order.id}`, { status: "cancelled" }, admin);
    expect(cancelled.status).toBe(200);
    const res = await apply(order.id, e.id);
    expect(res.status).toBe(409);
    expect(errorOf(res)).toMatch(/can no longer be changed/);
  });
});

describe("a school's quote", () => {
  it("keeps the PO on the quote (found by the quote's e-mail) and its order is placed with no tax", async () => {
    const res = await send(server, "POST", "/api/quotes", {
      team_name: "Clanton Middle Tigers",
      contact_name: "Pat Principal",
      email: "Principal@ClantonMiddle.example",
      phone: "205-555-0100",
      sport: "baseball",
      package: "Pro",
      additional_items: [],
      rush: "3-5 Days",
      needed_by: "2030-04-01",
      colors: "Navy",
      artwork_notes: "",
      roster: [{ name: "Ava Smith", number: "12", size: "Youth M" }],
    });
    expect(res.status).toBe(201);
    const quoteId = data(res).id as string;
    // The coach never ordered: no record yet, so none to choose from.
    const none = data(await send(server, "GET", `/api/quotes/${quoteId}/tax-exemptions`, undefined, admin));
    expect(none).toEqual({ customer_id: null, exemptions: [], applied: null });
    // The PO recorded from the quote makes the record of the quote's e-mail.
    const form = new FormData();
    form.append("kind", "school_po");
    form.append("organisation", "Clanton Middle School");
    form.append("number", "PO-77");
    form.append("document", new Blob([pdf], { type: "application/pdf" }), "po-77.pdf");
    const added = await fetch(`${server.url}/api/quotes/${quoteId}/tax-exemptions`, {
      method: "POST",
      headers: admin,
      body: form,
    });
    expect(added.status).toBe(201);
    const e = ((await added.json()) as Answer).data;
    const customerId = await customerByEmail("principal@clantonmiddle.example");
    expect(e.customer_id).toBe(customerId);
    const unverified = await send(
      server,
      "POST",
      `/api/quotes/${quoteId}/exemption`,
      { exemption_id: e.id, reason: "Paid by the school" },
      admin,
    );
    expect(unverified.status).toBe(400);
    await verify(e.id);
    const listed = data(await send(server, "GET", `/api/quotes/${quoteId}/tax-exemptions`, undefined, admin));
    expect(listed.customer_id).toBe(customerId);
    expect(listed.exemptions.map((x: Answer) => x.status)).toEqual(["verified"]);

    const exempt = await send(
      server,
      "POST",
      `/api/quotes/${quoteId}/exemption`,
      { exemption_id: e.id, reason: "Paid by the school on its PO" },
      admin,
    );
    expect(exempt.status).toBe(200);
    expect(data(exempt).applied).toMatchObject({ kind: "school_po", number: "PO-77" });

    await server.database.db.update(quotes).set({ status: "approved" }).where(eq(quotes.id, quoteId));
    const made = await send(server, "POST", `/api/quotes/${quoteId}/order`, undefined, admin);
    expect(made.status).toBe(201);
    const order = await orderByNumber(data(made).order.number);
    expect(order).toMatchObject({ tax: 0, exemption: { kind: "school_po", number: "PO-77" } });
    expect(order.total).toBe(order.subtotal);
    expect(order.subtotal).toBeGreaterThan(0);

    const late = await send(
      server,
      "POST",
      `/api/quotes/${quoteId}/exemption`,
      { exemption_id: e.id, reason: "x" },
      admin,
    );
    expect(late.status).toBe(409);
    expect(errorOf(late)).toMatch(/already an order/);
  });

  it("refuses an exemption that is not on the quote's customer record", async () => {
    const res = await send(server, "POST", "/api/quotes", {
      team_name: "Other Team",
      contact_name: "Casey Coach",
      email: "casey.other@example.com",
      phone: "205-555-0100",
      sport: "baseball",
      package: "Pro",
      additional_items: [],
      rush: "3-5 Days",
      needed_by: "2030-04-01",
      colors: "Navy",
      artwork_notes: "",
      roster: [{ name: "Ava Smith", number: "12", size: "Youth M" }],
    });
    const quoteId = data(res).id as string;
    const { customerId } = await placeOrder();
    const e = await verified(customerId, { kind: "school_po" });
    const refused = await send(
      server,
      "POST",
      `/api/quotes/${quoteId}/exemption`,
      { exemption_id: e.id, reason: "x" },
      admin,
    );
    expect(refused.status).toBe(400);
    const [row] = await server.database.db
      .select({ exemption: quotes.exemption })
      .from(quotes)
      .where(eq(quotes.id, quoteId));
    expect(row?.exemption).toBeNull();
  });
});

async function orderByNumber(number: number): Promise<Answer> {
  const res = await send(server, "GET", `/api/orders/by-number/${number}`, undefined, admin);
  expect(res.status).toBe(200);
  return data(res).order;
}

async function customerByEmail(email: string): Promise<string> {
  const res = await send(
    server,
    "GET",
    `/api/customers?search=${encodeURIComponent(email)}`,
    undefined,
    admin,
  );
  return data(res)[0].id;
}

/** A refused change wrote nothing: the order reads as it was placed. */
async function expectUntouched(order: Answer) {
  const now = await orderByNumber(order.number);
  expect(now).toMatchObject({ tax: order.tax, total: order.total, exemption: null });
  const audits = await server.database.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.entityId, order.id));
  expect(audits).toEqual([]);
}

describe("merging customer records", () => {
  it("moves the merged record's exemptions to the one kept", async () => {
    const kept = await placeOrder();
    const merged = await placeOrder();
    const e = await verified(merged.customerId, { kind: "school_po", number: "PO-MERGE" });
    const res = await send(
      server,
      "POST",
      "/api/customers/merge",
      { keep_id: kept.customerId, merge_id: merged.customerId },
      admin,
    );
    expect(res.status).toBe(200);
    const list = await send(
      server,
      "GET",
      `/api/customers/${kept.customerId}/tax-exemptions`,
      undefined,
      admin,
    );
    expect(data(list).map((x: Answer) => x.id)).toEqual([e.id]);
    expect((await apply(kept.order.id, e.id)).status).toBe(200);
  });
});
