import { describe, expect, it } from "vitest";
import type { OrderEmailFacts } from "../src/mail/order-email-facts";
import { escapeHtml } from "../src/mail/templates/escape";
import { formatMoney } from "../src/mail/templates/format";
import {
  orderPlacedForCustomer,
  orderPlacedForStore,
  orderStatusChangedForCustomer,
  statusInWords,
} from "../src/mail/templates/orders";
import { artworkReceivedForStore, contactReceivedForStore } from "../src/mail/templates/submissions";

const order: OrderEmailFacts = {
  number: 1042,
  status: "pending",
  customerName: `<script>alert("x")</script>`,
  customerEmail: "pat@example.com",
  customerPhone: null,
  fulfilment: "delivery",
  pickup: null,
  deliveryAddress: { line1: "12 Main St & 2nd", city: "Clanton", state: "AL", zip: "35045" },
  note: "Leave at the <back> door",
  lines: [
    { name: "Team Jersey", size: "L", quantity: 2, unitPrice: 24.5, lineTotal: 49 },
    { name: "Cap", size: null, quantity: 1, unitPrice: 12, lineTotal: 12 },
  ],
  subtotal: 61,
  deliveryFee: 7.5,
  total: 68.5,
  trackingUrl: "https://shop.clanton.example/orders/k3y?token=a&b=<c>",
  placedAt: new Date("2026-11-20T15:30:00Z"),
};

describe("e-mail templates", () => {
  it("escapes every typed value in the HTML part", () => {
    for (const email of [
      orderPlacedForCustomer(order),
      orderPlacedForStore(order),
      orderStatusChangedForCustomer(order),
    ]) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(email.html).not.toContain("<back>");
      expect(email.html).toContain(`href="https://shop.clanton.example/orders/k3y?token=a&amp;b=&lt;c&gt;"`);
      // The plain-text part shows values as typed: it is never read as HTML.
      expect(email.text).toContain(`<script>alert("x")</script>`);
    }
    const contact = contactReceivedForStore({
      name: "<img src=x onerror=alert(1)>",
      email: "a@example.com",
      phone: null,
      message: "Hi <b>there</b>\nsecond line",
    });
    expect(contact.html).not.toMatch(/<img|<b>/);
    expect(contact.html).toContain("Hi &lt;b&gt;there&lt;/b&gt;<br>second line");
  });

  it("shows the sales tax with its place and rate, 'Tax exempt' for an exempt order, and nothing when there is none", () => {
    const taxed = { ...order, tax: 6.17, taxLabel: "Sales tax (Clanton, 9%)", total: 74.67 };
    for (const email of [orderPlacedForCustomer(taxed), orderPlacedForStore(taxed)]) {
      expect(email.text).toContain("Sales tax (Clanton, 9%): $6.17");
      expect(email.html).toContain("Sales tax (Clanton, 9%)");
      expect(email.html).toContain("$6.17");
      // Between delivery and the total, as on the invoice.
      expect(email.text.indexOf("Delivery: $7.50")).toBeLessThan(email.text.indexOf("Sales tax"));
      expect(email.text.indexOf("Sales tax")).toBeLessThan(email.text.indexOf("Total: $74.67"));
    }
    const exempt = orderPlacedForCustomer({ ...order, tax: 0, taxExempt: true });
    expect(exempt.text).toContain("Tax exempt");
    expect(exempt.html).toContain("Tax exempt");
    expect(orderPlacedForCustomer(order).text).not.toMatch(/Sales tax|Tax exempt/);
  });

  it("shows money with two decimals", () => {
    expect(formatMoney(12.5)).toBe("$12.50");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(1234)).toBe("$1,234.00");
    const email = orderPlacedForCustomer(order);
    for (const part of [email.text, email.html]) {
      expect(part).toContain("$24.50");
      expect(part).toContain("$49.00");
      expect(part).toContain("$61.00");
      expect(part).toContain("$7.50");
      expect(part).toContain("$68.50");
    }
  });

  it("the customer's confirmation names the order, says how payment works and links to it", () => {
    const email = orderPlacedForCustomer(order);
    expect(email.subject).toBe("Clanton Sports Apparel: we received Order #1042");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("Order #1042");
      expect(part).toContain("Nothing was charged online");
      expect(part).toMatch(/cash, card or check/);
      expect(part).toContain("by invoice");
      expect(part).toContain("Clanton Sports Apparel");
      expect(part).toContain("Clanton, Alabama");
    }
    expect(email.text).toContain("12 Main St & 2nd, Clanton, AL 35045");
    expect(email.text).toContain(order.trackingUrl);
  });

  it("the store's notice keeps the subject on one line", () => {
    const email = orderPlacedForStore({ ...order, customerName: "Pat\r\nBcc: x@example.com" });
    expect(email.subject).toBe("New Order #1042 from Pat Bcc: x@example.com ($68.50, delivery)");
  });

  it("says each status in words, by pickup or delivery", () => {
    const words = (status: OrderEmailFacts["status"], fulfilment: OrderEmailFacts["fulfilment"]) =>
      statusInWords({ status, fulfilment });
    expect(words("pending", "pickup")).toBe("Received");
    expect(words("processing", "delivery")).toBe("Being prepared");
    expect(words("shipped", "pickup")).toBe("Ready for pickup");
    expect(words("shipped", "delivery")).toBe("Out for delivery");
    expect(words("delivered", "pickup")).toBe("Picked up");
    expect(words("delivered", "delivery")).toBe("Delivered");
    expect(words("cancelled", "pickup")).toBe("Cancelled");
    const email = orderStatusChangedForCustomer({ ...order, status: "shipped", fulfilment: "pickup" });
    expect(email.subject).toBe("Order #1042: Ready for pickup");
    expect(email.text).toContain("Order #1042 is now: Ready for pickup.");
    expect(email.text).toContain(order.trackingUrl);
  });

  it("lists artwork files with absolute links, names escaped", () => {
    const email = artworkReceivedForStore(
      {
        number: 3001,
        name: "Casey",
        email: "casey@example.com",
        teamName: "Tigers",
        productsInterested: "Jerseys",
        orderingItems: "Pants",
        artworkDetails: "Navy",
        files: [
          { name: `logo "v2".png`, url: "/uploads/artwork/abc.png" },
          { name: "back.pdf", url: "https://cdn.example.com/artwork/def.pdf" },
        ],
      },
      { publicUrl: "https://shop.clanton.example" },
    );
    expect(email.text).toContain(`logo "v2".png: https://shop.clanton.example/uploads/artwork/abc.png`);
    expect(email.text).toContain("back.pdf: https://cdn.example.com/artwork/def.pdf");
    expect(email.html).toContain(
      `<a href="https://shop.clanton.example/uploads/artwork/abc.png" style="color:#0b5394">logo &quot;v2&quot;.png</a>`,
    );
    expect(escapeHtml(`'&'`)).toBe("&#39;&amp;&#39;");
  });
});
