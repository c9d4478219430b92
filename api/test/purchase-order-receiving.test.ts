import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { makePurchaseOrder, purchaseOrderState } from "./purchase-order-fixtures";

// Counting blanks in at the door against a sent purchase order: whole counts only, more than
// ordered only with a reason, short allowed and recorded, the status moving; the production role
// counts without ever seeing a cost. Every refusal leaves the purchase order, its lines, receipts,
// audit and stock as they were.

type ReceivingBody = {
  data: {
    status: string;
    can_receive: boolean;
    lines: {
      id: string;
      ordered: number;
      received: number;
      outstanding: number;
      shortage_reason: string | null;
      substitute: string | null;
    }[];
  };
};
type ReceiptBody = {
  data: {
    status: string;
    short: { line_id: string; missing: number; reason: string | null }[];
    over: { line_id: string; extra: number; reason: string | null }[];
    receiving: ReceivingBody["data"];
  };
};

describe(`receiving purchase orders (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let production: Record<string, string>;
  let counter: Record<string, string>;
  let manager: Record<string, string>;
  const db = () => server.database.db;
  const path = (id: string) => `/api/purchase-orders/${id}`;

  beforeAll(async () => {
    server = await startTestServer();
    production = await signedInHeaders(server, "production");
    counter = await signedInHeaders(server, "counter");
    manager = await signedInHeaders(server, "manager");
  });
  afterAll(() => server?.stop());

  it("shows the production role the count sheet with no cost, account or rep e-mail, and refuses it the purchase order", async () => {
    const { po, lines } = await makePurchaseOrder(db(), { status: "sent" });
    const res = await send(server, "GET", `${path(po.id)}/receiving`, undefined, production);
    expect(res.status).toBe(200);
    const body = res.body as ReceivingBody;
    expect(body.data).toMatchObject({ status: "sent", can_receive: true });
    expect(body.data.lines.map((l) => [l.ordered, l.received, l.outstanding])).toEqual(
      lines.map((l) => [l.quantityOrdered, 0, l.quantityOrdered]),
    );
    const text = JSON.stringify(res.body);
    for (const money of ["cost", "total", "price", "rep_email", "account"]) expect(text).not.toContain(money);
    expect(text).not.toMatch(/@|\$/);
    expect((await send(server, "GET", path(po.id), undefined, production)).status).toBe(403);
    expect((await send(server, "GET", `${path(po.id)}/pdf`, undefined, production)).status).toBe(403);
  });

  it("lists the purchase orders the door is waiting for, without costs", async () => {
    const waiting = await makePurchaseOrder(db(), { status: "sent" });
    const draft = await makePurchaseOrder(db(), { status: "draft" });
    const res = await send(server, "GET", "/api/receiving?page_size=100", undefined, production);
    expect(res.status).toBe(200);
    const ids = (res.body as { data: { id: string }[] }).data.map((r) => r.id);
    expect(ids).toContain(waiting.po.id);
    expect(ids).not.toContain(draft.po.id);
    expect(JSON.stringify(res.body)).not.toMatch(/cost|total_cost|rep_email|account|\$/);
  });

  it("refuses a negative or fractional count, and a line not on the order, changing nothing", async () => {
    const { po, lines } = await makePurchaseOrder(db(), { status: "sent" });
    const line = lines[0]?.id as string;
    const before = await purchaseOrderState(db(), po.id);
    for (const quantity of [-1, 2.5, "3"]) {
      const res = await send(
        server,
        "POST",
        `${path(po.id)}/receipts`,
        { lines: [{ line_id: line, quantity }] },
        production,
      );
      expect(res.status, String(quantity)).toBe(400);
    }
    const other = await send(
      server,
      "POST",
      `${path(po.id)}/receipts`,
      { lines: [{ line_id: "00000000-0000-4000-8000-000000000000", quantity: 1 }] },
      production,
    );
    expect(other.status).toBe(400);
    expect(await purchaseOrderState(db(), po.id)).toEqual(before);
  });

  it("refuses more than ordered without a reason, naming the line; accepts it with one", async () => {
    const { po, lines } = await makePurchaseOrder(db(), {
      status: "sent",
      lines: [{ size: "Youth M", quantity: 10 }],
    });
    const line = lines[0]?.id as string;
    const before = await purchaseOrderState(db(), po.id);
    const over = await send(
      server,
      "POST",
      `${path(po.id)}/receipts`,
      { lines: [{ line_id: line, quantity: 12 }] },
      production,
    );
    expect(over.status).toBe(400);
    expect((over.body as { error: string }).error).toMatch(
      /More than ordered: 5000 Navy Youth M \(\+2\)\. Give a reason/,
    );
    expect(await purchaseOrderState(db(), po.id)).toEqual(before);
    const ok = await send(
      server,
      "POST",
      `${path(po.id)}/receipts`,
      { lines: [{ line_id: line, quantity: 12, reason: "Supplier sent a full case" }] },
      production,
    );
    expect(ok.status).toBe(201);
    const body = (ok.body as ReceiptBody).data;
    expect(body.status).toBe("received");
    expect(body.over).toEqual([
      expect.objectContaining({ line_id: line, extra: 2, reason: "Supplier sent a full case" }),
    ]);
    expect(body.receiving.lines[0]).toMatchObject({
      received: 12,
      outstanding: 0,
      shortage_reason: "Supplier sent a full case",
    });
  });

  it("records a short count (with or without a reason) as partly received, then received when the rest arrives", async () => {
    const { po, lines } = await makePurchaseOrder(db(), { status: "sent" });
    const [youth, adult] = lines as [(typeof lines)[0], (typeof lines)[0]];
    const first = await send(
      server,
      "POST",
      `${path(po.id)}/receipts`,
      {
        note: "Box 1 of 2",
        lines: [
          { line_id: youth.id, quantity: 7 },
          { line_id: adult.id, quantity: 3, reason: "Backordered", substitute: "G500 Navy for 5000 Navy" },
        ],
      },
      counter,
    );
    expect(first.status).toBe(201);
    const body = (first.body as ReceiptBody).data;
    expect(body.status).toBe("partly_received");
    expect(body.short).toEqual([
      expect.objectContaining({ line_id: youth.id, missing: 3, reason: null }),
      expect.objectContaining({ line_id: adult.id, missing: 1, reason: "Backordered" }),
    ]);
    expect(body.receiving.lines.find((l) => l.id === adult.id)).toMatchObject({
      received: 3,
      shortage_reason: "Backordered",
      substitute: "G500 Navy for 5000 Navy",
    });
    const second = await send(
      server,
      "POST",
      `${path(po.id)}/receipts`,
      {
        lines: [
          { line_id: youth.id, quantity: 3 },
          { line_id: adult.id, quantity: 1 },
        ],
      },
      production,
    );
    expect((second.body as ReceiptBody).data.status).toBe("received");
    const page = await send(server, "GET", path(po.id), undefined, manager);
    const detail = (
      page.body as {
        data: {
          status: string;
          received_at: string | null;
          receipts: { note: string | null; lines: unknown[] }[];
        };
      }
    ).data;
    expect(detail.status).toBe("received");
    expect(detail.received_at).not.toBeNull();
    expect(detail.receipts.map((r) => [r.note, r.lines.length])).toEqual([
      ["Box 1 of 2", 2],
      [null, 2],
    ]);
    const state = await purchaseOrderState(db(), po.id);
    expect(state.audits).toBe(2);
    // A received order takes no more counts.
    const more = await send(
      server,
      "POST",
      `${path(po.id)}/receipts`,
      { lines: [{ line_id: youth.id, quantity: 1 }] },
      production,
    );
    expect(more.status).toBe(409);
    expect(await purchaseOrderState(db(), po.id)).toEqual(state);
  });

  it("refuses counts on a draft or a cancelled purchase order, changing nothing", async () => {
    for (const status of ["draft", "cancelled"] as const) {
      const { po, lines } = await makePurchaseOrder(db(), { status });
      const before = await purchaseOrderState(db(), po.id);
      const res = await send(
        server,
        "POST",
        `${path(po.id)}/receipts`,
        { lines: [{ line_id: lines[0]?.id, quantity: 1 }] },
        production,
      );
      expect(res.status, status).toBe(409);
      expect((res.body as { error: string }).error).toMatch(
        status === "draft" ? /send it to the supplier/ : /nothing left to receive/,
      );
      expect(await purchaseOrderState(db(), po.id)).toEqual(before);
    }
  });

  it("refuses the count to a customer and to nobody signed in", async () => {
    const { po, lines } = await makePurchaseOrder(db(), { status: "sent" });
    const before = await purchaseOrderState(db(), po.id);
    const res = await send(server, "POST", `${path(po.id)}/receipts`, {
      lines: [{ line_id: lines[0]?.id, quantity: 1 }],
    });
    expect(res.status).toBe(401);
    expect(await purchaseOrderState(db(), po.id)).toEqual(before);
  });
});
