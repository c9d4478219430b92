import { describe, expect, it } from "vitest";
import type { OrderEmailFacts } from "../src/mail/order-email-facts";
import { orderPlacedForCustomer, orderStatusChangedForCustomer } from "../src/mail/templates/orders";

// What the customer still owes, in the order e-mails: "Paid so far" and "Balance due" once anything
// was paid, else the balance and where to pay it; never how it was paid.

const order: OrderEmailFacts = {
  number: 1042,
  status: "processing",
  customerName: "Pat Coach",
  customerEmail: "pat@example.com",
  customerPhone: null,
  fulfilment: "pickup",
  pickup: { state: "expected", day: { year: 2026, month: 11, day: 23 } },
  deliveryAddress: null,
  note: null,
  lines: [{ name: "Team Jersey", size: "Adult L", quantity: 2, unitPrice: 40, lineTotal: 80 }],
  subtotal: 80,
  deliveryFee: 0,
  total: 80,
  trackingUrl: "https://shop.clanton.example/orders/k3y",
  placedAt: new Date("2026-11-20T15:30:00Z"),
};

describe("the balance in order e-mails", () => {
  it("says the whole total is due, and where to pay, before anything is paid", () => {
    const email = orderPlacedForCustomer({ ...order, amountPaid: 0, balance: 80 });
    expect(email.text).toContain("Total: $80.00\nBalance due: $80.00 (pay in store or by invoice)");
    expect(email.text).not.toContain("Paid so far");
    expect(email.html).toContain("Balance due</td>");
  });

  it("shows what is paid so far and the balance due once a deposit is taken", () => {
    const facts = { ...order, amountPaid: 30, balance: 50 };
    expect(orderPlacedForCustomer(facts).text).toContain("Paid so far: $30.00\nBalance due: $50.00");
    const status = orderStatusChangedForCustomer(facts);
    expect(status.text).toContain("Paid so far: $30.00. Balance due: $50.00.");
    expect(status.html).toContain("Paid so far: $30.00. Balance due: $50.00.");
    // Only the sums: no method, check number or staff.
    expect(status.text).not.toMatch(/cash|check #|card/i);
  });

  it("thanks the customer once it is paid in full, and says nothing of money on a cancelled order", () => {
    expect(orderStatusChangedForCustomer({ ...order, amountPaid: 80, balance: 0 }).text).toContain(
      "Your order is paid in full ($80.00). Thank you!",
    );
    const cancelled = orderStatusChangedForCustomer({
      ...order,
      status: "cancelled",
      amountPaid: 0,
      balance: 80,
    });
    expect(cancelled.text).not.toContain("Balance due");
  });
});
