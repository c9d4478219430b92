import { describe, expect, it } from "vitest";
import { ordersData } from "./orders-data";

describe("the orders screen's address", () => {
  it("keeps the days, payment state and fulfilment it is given", () => {
    const search = ordersData.read({
      from: "2026-11-01",
      to: "2026-11-30",
      payment_state: "deposit",
      fulfilment: "delivery",
      status: "shipped",
    });
    expect(search).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-30",
      payment_state: "deposit",
      fulfilment: "delivery",
      status: "shipped",
    });
  });

  it("drops values the server would refuse, rather than failing the page", () => {
    const search = ordersData.read({
      from: "yesterday",
      to: 20261130,
      payment_state: "owed",
      fulfilment: "mail",
    });
    expect(search).toMatchObject({
      from: undefined,
      to: undefined,
      payment_state: undefined,
      fulfilment: undefined,
    });
  });
});
