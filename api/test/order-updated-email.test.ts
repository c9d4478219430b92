import { describe, expect, it } from "vitest";
import type { OrderEmailFacts } from "../src/mail/order-email-facts";
import { orderUpdatedForCustomer } from "../src/mail/templates/order-updated";

// The "Your order was updated" message: the changes, the order as it is now and the link, every
// typed value escaped in the HTML part.

const order: OrderEmailFacts = {
  number: 1042,
  status: "processing",
  customerName: `<script>alert("x")</script>`,
  customerEmail: "pat@example.com",
  customerPhone: "205-555-0199",
  fulfilment: "pickup",
  pickup: { state: "expected", day: { year: 2026, month: 11, day: 23 } },
  deliveryAddress: null,
  note: null,
  lines: [{ name: "Team Jersey", size: "Adult L", quantity: 2, unitPrice: 24.5, lineTotal: 49 }],
  subtotal: 49,
  deliveryFee: 0,
  total: 49,
  trackingUrl: "https://shop.clanton.example/orders/k3y?a=1&b=<c>",
  placedAt: new Date("2026-11-20T15:30:00Z"),
};

describe("the order-updated e-mail", () => {
  it("lists each change, the order now and the new total, with the link", () => {
    const changes = ["Adult M → Adult L on Team Jersey", "Added 1 × <b>Cap</b> (one size)"];
    const email = orderUpdatedForCustomer(order, { changes, previousTotal: 61 });
    expect(email.subject).toBe("Your order #1042 was updated");
    expect(email.text).toContain(
      "We made these changes to Order #1042:\n- Adult M → Adult L on Team Jersey\n",
    );
    expect(email.text).toContain("Team Jersey (size Adult L): 2 × $24.50 = $49.00");
    expect(email.text).toContain("The total was $61.00 and is now $49.00.");
    expect(email.text).toContain("Fulfilment: Pickup at the store in Clanton, Alabama");
    expect(email.text).toContain(`Track your order:\n${order.trackingUrl}`);
    expect(email.html).toContain("<h1");
    expect(email.html).toContain("Your order was updated");
    expect(email.html).toContain("<li>Added 1 × &lt;b&gt;Cap&lt;/b&gt; (one size)</li>");
    expect(email.html).not.toMatch(/<script>|<b>/);
    expect(email.html).toContain(`href="https://shop.clanton.example/orders/k3y?a=1&amp;b=&lt;c&gt;"`);
  });

  it("says the total stays when it does", () => {
    const email = orderUpdatedForCustomer(order, { changes: ["Phone 1 → 2"], previousTotal: 49 });
    expect(email.text).toContain("The total stays $49.00.");
  });
});
