import { quotes } from "@store/db";
import { insertOrder, insertProduct } from "@store/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addOrderLink } from "../src/domains/orders/order-links";
import { send, startTestServer } from "./helpers";
import { type PaymentsWorld, startPaymentsWorld } from "./payment-fixtures";

// "Pay $N now" from an order's private link: the store decides the amount (a quote's deposit, else
// the balance), a second click opens no second page, and what cannot be paid says why.

type Answer = { status: number; body: unknown };
const opened = (res: Answer) =>
  (res.body as { data: { url: string; amount: number; expires_at: string } }).data;
const error = (res: Answer) => (res.body as { error: string }).error;

describe("pay by link", () => {
  let world: PaymentsWorld;

  beforeAll(async () => {
    world = await startPaymentsWorld();
  });
  afterAll(() => world?.stop());

  const db = () => world.server.database.db;
  const pay = (token: string, body: unknown = {}) =>
    send(world.server, "POST", `/api/order-tracking/${token}/payment`, body, { origin: world.server.url });
  const tracking = async (token: string) =>
    (
      (await send(world.server, "GET", `/api/order-tracking/${token}`)).body as {
        data: {
          balance: number;
          online_payment: { state: string; pay_amount: number | null; pay_purpose: string };
        };
      }
    ).data;

  async function orderOf(price: number, options: { quote?: boolean; status?: "cancelled" } = {}) {
    const product = await insertProduct(db(), {
      name: `Jersey ${price} ${Math.random()}`,
      price,
      category: "apparel",
    });
    const order = await insertOrder(db(), {
      email: "casey@example.com",
      status: options.status,
      lines: [{ product, quantity: 1 }],
    });
    if (options.quote)
      await db().insert(quotes).values({
        teamName: "Clanton Tigers 12U",
        contactName: "Casey Coach",
        email: "casey@example.com",
        sport: "baseball",
        packageName: "Pro",
        estimate: price,
        finalPrice: price,
        status: "approved",
        orderId: order.id,
      });
    return { order, token: await addOrderLink(db(), order.id) };
  }

  it("asks a quote's order for the deposit share of its total, rounded to the cent", async () => {
    const settings = await send(
      world.server,
      "PATCH",
      "/api/payments/settings",
      { quote_deposit_percent: 50 },
      world.admin,
    );
    expect(settings.status).toBe(200);
    const { token } = await orderOf(33.33, { quote: true });
    expect((await tracking(token)).online_payment).toMatchObject({
      pay_amount: 16.67,
      pay_purpose: "deposit",
    });

    const res = await pay(token);
    expect(res.status).toBe(201);
    expect(opened(res).amount).toBe(16.67);
    const session = world.stripe.sessions.get(opened(res).url.split("/").pop() ?? "");
    expect(session?.amount_total).toBe(1667);
  });

  it("asks an order that is not a quote's for its whole balance", async () => {
    const { token } = await orderOf(42.5);
    const res = await pay(token);
    expect(res.status).toBe(201);
    expect(opened(res).amount).toBe(42.5);
  });

  it("answers the same page to a second click, then 409 once the order is paid", async () => {
    const { token } = await orderOf(25);
    const first = opened(await pay(token));
    const second = opened(await pay(token));
    expect(second.url).toBe(first.url);

    await world.stripe.pay(first.url.split("/").pop() ?? "");
    expect(await tracking(token)).toMatchObject({
      balance: 0,
      online_payment: { state: "received", pay_amount: null },
    });
    const again = await pay(token);
    expect(again.status).toBe(409);
    expect(error(again)).toMatch(/paid in full/);
  });

  it("refuses a cancelled order with 409", async () => {
    const { token } = await orderOf(30, { status: "cancelled" });
    const res = await pay(token);
    expect(res.status).toBe(409);
    expect(error(res)).toMatch(/cancelled: there is nothing to pay/);
  });

  it("never takes an amount from the client: extra fields are refused", async () => {
    const { token } = await orderOf(30);
    const res = await pay(token, { amount: 0.5 });
    expect(res.status).toBe(400);
    expect(world.stripe.requests.some((r) => r.body.amount_total === 50)).toBe(false);
  });

  it("answers 409 with what to do when no provider is live", async () => {
    const plain = await startTestServer();
    try {
      const product = await insertProduct(plain.database.db, {
        name: "Cap",
        price: 20,
        category: "accessories",
      });
      const order = await insertOrder(plain.database.db, {
        email: "pat@example.com",
        lines: [{ product, quantity: 1 }],
      });
      const token = await addOrderLink(plain.database.db, order.id);
      const res = await send(
        plain,
        "POST",
        `/api/order-tracking/${token}/payment`,
        {},
        { origin: plain.url },
      );
      expect(res.status).toBe(409);
      expect(error(res)).toMatch(/does not take payments online yet: pay in store/);
    } finally {
      await plain.stop();
    }
  });
});
