import { createHmac } from "node:crypto";
import { type Page, request as requests } from "@playwright/test";
import { e2eSquare } from "../payment-settings";
import { signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { placeUnpaidOrder } from "./order-factories";

// Square at the counter (issue 40), on a phone: a card payment whose terminal note names the order
// lands on it; one whose note names none waits in the payments inbox until staff assign it.

const stamp = () => `${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;

/** Sends a completed payment as Square does: signed with HMAC-SHA256 over the notification URL and the body. */
async function squarePayment(options: { cents: number; note: string }) {
  const paymentId = `sq_pay_${stamp()}`;
  const body = JSON.stringify({
    merchant_id: "ML_E2E",
    type: "payment.updated",
    event_id: `sq_evt_${stamp()}`,
    created_at: new Date().toISOString(),
    data: {
      type: "payment",
      id: paymentId,
      object: {
        payment: {
          id: paymentId,
          status: "COMPLETED",
          amount_money: { amount: options.cents, currency: "USD" },
          total_money: { amount: options.cents, currency: "USD" },
          source_type: "CARD",
          note: options.note,
        },
      },
    },
  });
  const signature = createHmac("sha256", e2eSquare.signatureKey)
    .update(e2eSquare.webhookUrl + body)
    .digest("base64");
  // Square's own request: no cookie of the signed-in staff, nothing but the body and its signature.
  const square = await requests.newContext({ baseURL: String(test.info().project.use.baseURL) });
  try {
    const res = await square.post("/api/payments/webhooks/square", {
      data: body,
      headers: { "content-type": "application/json", "x-square-hmacsha256-signature": signature },
    });
    expect(res.status(), await res.text()).toBe(200);
    return { paymentId, outcome: (await res.json()) as { result: string } };
  } finally {
    await square.dispose();
  }
}

async function checkBothSchemes(page: Page, what: string) {
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `${what} (${scheme})`);
  }
}

test("on a phone, a Square payment lands on the order its note names, and one that names none is assigned from the inbox", async ({
  page,
  request,
}) => {
  // Two screens checked by axe in both schemes, on a shared 2-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const order = await placeUnpaidOrder(request, { price: 25, quantity: 2 });

  // "#1042" typed on the terminal: recorded on that order by itself.
  const matched = await squarePayment({ cents: 1000, note: `#${order.number} caps` });
  expect(matched.outcome.result).toBe("recorded");
  await signInAsAdmin(page);
  await page.goto(`/admin/orders/${order.number}`);
  await expect(page.getByText(matched.paymentId).first()).toBeVisible();
  await expect(page.getByText("$10.00").first()).toBeVisible();

  // A note without the number: it waits for staff.
  const unmatched = await squarePayment({ cents: 1500, note: `caps for Robin ${stamp()}` });
  expect(unmatched.outcome.result).toBe("held");
  await page.goto("/admin/payments/inbox");
  await expect(page.getByRole("heading", { level: 1, name: "Payments Inbox" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: unmatched.paymentId });
  await expect(row).toContainText("$15.00");
  await expect(row).toContainText("Square");
  await expect(row).toContainText("The note names no order.");
  await checkBothSchemes(page, "the payments inbox");

  await row.getByRole("button", { name: "Assign $15.00 to an order" }).click();
  const dialog = page.getByRole("dialog", { name: "Assign to an order" });
  await dialog.getByRole("textbox", { name: "Order number" }).fill(String(order.number));
  await checkBothSchemes(page, "the assign dialog");
  await dialog.getByRole("button", { name: "Assign payment" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`Assigned to order #${order.number}.`);
  await expect(row.getByRole("button", { name: "Assign $15.00 to an order" })).toHaveCount(0);

  await page.goto(`/admin/orders/${order.number}`);
  await expect(page.getByText(unmatched.paymentId).first()).toBeVisible();
});
