import { auditEntries, orderEvents, outboxEmails } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import {
  family,
  type JerseyStore,
  jerseyStore,
  messageOf,
  orderBody,
  placed,
  placeTeamOrder,
  tokenOf,
} from "./team-family-fixtures";

interface View {
  order: {
    id: string;
    status: string;
    total: number;
    items: { id: string; size: string; print_name: string }[];
  };
  can_change: boolean;
  status_words: string;
}
const view = (res: { body: unknown }) => (res.body as { data: View }).data;

describe(`team store: the family's order link and late orders (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let s: JerseyStore;

  beforeAll(async () => {
    server = await startTestServer({
      mail: { storeEmail: "shop@example.com", publicUrl: "https://shop.test" },
    });
    s = await jerseyStore(server.database.db);
  });
  afterAll(() => server?.stop());

  const change = (token: string, body: unknown) => send(server, "PATCH", `/api/team-orders/${token}`, body);

  it("shows the order through its link and changes a size, a name and a number until close", async () => {
    const res = await placeTeamOrder(server, s.store.slug, orderBody(s, "Sam Lee", "12"));
    const token = tokenOf(res);
    const read = await send(server, "GET", `/api/team-orders/${token}`);
    expect(read.status).toBe(200);
    expect(view(read).can_change).toBe(true);
    expect(view(read).status_words).toMatch(
      /^You can change sizes, names and numbers, or cancel, until the store closes /,
    );

    const line = placed(res).order.items[0];
    const changed = await change(token, {
      lines: [{ id: line?.id, size: "Youth L", name: "sammy", number: "14" }],
    });
    expect(changed.status).toBe(200);
    expect(view(changed).order.items[0]).toMatchObject({
      size: "Youth L",
      print_name: "SAMMY",
      print_number: "14",
    });

    const db = server.database.db;
    const [edited] = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, view(changed).order.id), eq(orderEvents.kind, "edited")));
    expect(edited?.actorLabel).toBe("Customer");
    expect(edited?.details).toEqual({
      changes: [
        "Game Jersey: size Youth M → Youth L",
        "Game Jersey: name LEE → SAMMY",
        "Game Jersey: number 12 → 14",
      ],
    });
    const mails = await db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.orderId, view(changed).order.id), eq(outboxEmails.kind, "team_order.updated")),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your team order #${placed(res).order.number} was updated`);
    expect(mails[0]?.text).toContain("printed SAMMY #14");

    const bad = await change(token, { lines: [{ id: line?.id, name: "R2-D2" }] });
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: Record<string, string> }).fields["lines.0.name"]).toContain("only letters");
  });

  it("lets a token touch only its own order, even with another order's line ids", async () => {
    const a = await placeTeamOrder(server, s.store.slug, orderBody(s, "Ann One", "31"));
    const b = await placeTeamOrder(server, s.store.slug, orderBody(s, "Bea Two", "32"));
    const bLine = placed(b).order.items[0]?.id;
    const guessed = await change(tokenOf(a), { lines: [{ id: bLine, size: "Youth L" }] });
    expect(guessed.status).toBe(404);
    expect(messageOf(guessed)).toContain("not part of your order");
    const bAfter = await send(server, "GET", `/api/team-orders/${tokenOf(b)}`);
    expect(view(bAfter).order.items[0]?.size).toBe("Youth M");
    const made_up = await change("not-a-real-token-at-all", { cancel: true });
    expect(made_up.status).toBe(404);
    expect(view(bAfter).order.status).toBe("pending");
  });

  it("refuses a change or cancel after close, and shows the order read-only with the batch's status", async () => {
    const res = await placeTeamOrder(server, s.store.slug, orderBody(s, "Cy Three", "33"));
    const token = tokenOf(res);
    server.setClock(new Date(s.store.closesAt.getTime() + 60_000));
    try {
      const line = placed(res).order.items[0]?.id;
      const late = await change(token, { lines: [{ id: line, size: "Youth L" }] });
      expect(late.status).toBe(409);
      expect(messageOf(late)).toMatch(/^This store closed \w{3} \w{3} \d/);
      expect((await change(token, { cancel: true })).status).toBe(409);
      const read = view(await send(server, "GET", `/api/team-orders/${token}`));
      expect(read.can_change).toBe(false);
      expect(read.status_words).toContain("The store is closed: your order waits for production");
      expect(read.order.status).toBe("pending");
    } finally {
      server.setClock(new Date());
    }
  });

  it("lets staff add a late order after close into batch 2, audited; not while the store is open", async () => {
    const admin = await signedInHeaders(server, "admin");
    const store = await jerseyStore(server.database.db);
    const lines = orderBody(store, "Dee Late", "40").lines as Record<string, unknown>[];
    const body = { customer: family, player_name: "Dee Late", lines };
    const path = `/api/team-stores/${store.store.id}/late-orders`;
    const early = await send(server, "POST", path, body, admin);
    expect(early.status).toBe(409);
    expect(messageOf(early)).toContain("The store is still open");
    expect((await send(server, "POST", path, body)).status).toBe(401);

    server.setClock(new Date(store.store.closesAt.getTime() + 1000));
    try {
      const late = await send(server, "POST", path, body, admin);
      expect(late.status).toBe(201);
      const order = placed(late).order;
      expect(order).toMatchObject({ team_batch: 2, player_name: "Dee Late" });
      const [audit] = await server.database.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.entityId, order.id));
      expect(audit?.action).toBe("order.team_late_order");
      const read = view(await send(server, "GET", `/api/team-orders/${tokenOf(late)}`));
      expect(read.can_change).toBe(false);
      expect(read.status_words).toContain("This late order is made with the team's second batch.");
      const bad = await send(
        server,
        "POST",
        path,
        { ...body, lines: [{ ...lines[0], number: "999" }] },
        admin,
      );
      expect(bad.status).toBe(400);
    } finally {
      server.setClock(new Date());
    }
  });

  it("refuses a family's cancel once a payment is recorded: the store settles it", async () => {
    const res = await placeTeamOrder(server, s.store.slug, orderBody(s, "Eve Paid", "44"));
    const admin = await signedInHeaders(server, "admin");
    const paid = await send(
      server,
      "POST",
      `/api/orders/${placed(res).order.id}/payments`,
      { amount: 10, method: "cash" },
      admin,
    );
    expect(paid.status).toBe(201);
    const cancel = await change(tokenOf(res), { cancel: true });
    expect(cancel.status).toBe(409);
    expect(messageOf(cancel)).toBe("A payment is recorded for this order: call the store to cancel it.");
  });
});

describe(`team order links in the logs (${testDatabaseEngine})`, () => {
  it("keeps the family's token out of the request log, on the page and the API path", async () => {
    const server = await startTestServer({ keepLogs: true });
    try {
      const s = await jerseyStore(server.database.db);
      const token = tokenOf(await placeTeamOrder(server, s.store.slug, orderBody(s, "Sam Lee", "12")));
      await send(server, "GET", `/api/team-orders/${token}`);
      await send(server, "GET", `/team/${s.store.slug}/order/${token}`);
      await send(server, "GET", `/api/team-orders/${token.slice(0, 20).toLowerCase()}`);
      const logged = JSON.stringify(server.logs);
      expect(logged).toContain("/api/team-orders/[redacted]");
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(token.slice(0, 20).toLowerCase());
    } finally {
      await server.stop();
    }
  });
});
