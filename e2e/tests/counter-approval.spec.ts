import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { removeMadeProducts } from "./made-products";
import { e2eAdmin } from "./staff";

// Approval at the counter (issue 41): a counter person's refund above the owner's limit (none set:
// every one waits) waits for a manager, who approves it on the order page.

const origin = () => String(test.info().project.use.baseURL);
const password = "counter-approval-words";

/** A staff account with the role, made by the owner through the staff API. */
async function staffAccount(api: APIRequestContext, role: "counter" | "manager", stamp: string) {
  const email = `${role}-${stamp}@example.com`;
  const res = await api.post("/api/staff-accounts", {
    data: { email, password, role },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

/** One $20 cap ordered for pickup and paid in cash at the counter (as the owner records it). */
async function orderPaidInCash(api: APIRequestContext, stamp: string) {
  const headers = { origin: origin() };
  const made = await api.post("/api/products", {
    data: { name: `Approval cap ${stamp}`, price: 20, category: "accessories" },
    headers,
  });
  expect(made.status(), await made.text()).toBe(201);
  const product = (await made.json()).data as { id: string };
  madeProduct(product.id);
  const placed = await api.post("/api/checkout", {
    data: {
      customer: { name: "Casey Parent", email: `approval-${stamp}@example.com`, phone: "205-555-0142" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: product.id, quantity: 1 }],
    },
    headers,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data.order as { id: string; number: number; total: number };
  const paid = await api.post(`/api/orders/${order.id}/payments`, {
    data: { amount: order.total, method: "cash" },
    headers,
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return order;
}

// The shared app's shop lists the seed's products: each product made here goes when its test ends.
const madeProduct = removeMadeProducts();

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  const res = await page.request.post("/api/auth/login", { data: account, headers: { origin: origin() } });
  expect(res.ok(), await res.text()).toBe(true);
}

for (const width of [390, 1280]) {
  test(`at ${width}: a counter person's refund waits, and a manager approves it on the order page`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp = `${width}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const api = await adminApi(request);
    const counter = await staffAccount(api, "counter", stamp);
    const manager = await staffAccount(api, "manager", stamp);
    const order = await orderPaidInCash(api, stamp);
    await page.setViewportSize({ width, height: 900 });

    // The counter person asks: no "Refund" or "Reverse" for them, "Ask for a refund" instead.
    await signIn(page, counter);
    await page.goto(`/admin/orders/${order.number}`);
    const payments = page.getByRole("region", { name: "Payments" });
    await expect(payments.getByRole("button", { name: /^Reverse the payment/ })).toHaveCount(0);
    await payments.getByRole("button", { name: /^Ask for a refund of the payment of/ }).click();
    const dialog = page.getByRole("dialog", { name: "Ask for a refund" });
    await dialog.getByRole("button", { name: "Ask for a refund" }).click();
    await expect(dialog.getByText("The reason is required.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Reason" }).fill("Wrong size, returned unworn");
    await dialog.getByRole("button", { name: "Ask for a refund" }).click();
    await expect(dialog).toBeHidden();
    await expect(payments.getByRole("status")).toContainText("Waiting for a manager's approval");
    await expect(page.getByRole("region", { name: "Waiting for approval" })).toHaveCount(0);
    await expect(page.getByTestId("balance-due")).toHaveText("$0.00");
    await page.screenshot({ path: test.info().outputPath(`counter-waiting-${width}.png`), fullPage: true });

    // The manager sees the card, checked in both schemes, and approves.
    // The order list tells the owner what waits (a manager too, once the list names its permission).
    await signIn(page, e2eAdmin);
    await page.goto("/admin/orders");
    const waiting = page.getByRole("region", { name: /wait(s)? for a manager's approval/ });
    await expect(waiting.getByRole("link", { name: `Order #${order.number}` })).toHaveAttribute(
      "href",
      `/admin/orders/${order.number}`,
    );
    await expectNoSeriousViolations(page, `order list with the waiting requests (${width}px)`);
    await page.screenshot({ path: test.info().outputPath(`orders-waiting-${width}.png`) });

    await signIn(page, manager);
    await page.goto(`/admin/orders/${order.number}`);
    const card = page.getByRole("region", { name: "Waiting for approval" });
    await expect(card).toContainText("Reason: Wrong size, returned unworn");
    await expect(card).toContainText(`Asked by ${counter.email}`);
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `order page with the approval card (${scheme}, ${width}px)`);
      await page.screenshot({
        path: test.info().outputPath(`approval-card-${scheme}-${width}.png`),
        fullPage: true,
      });
    }
    await card.getByRole("button", { name: /^Approve the Reversal of/ }).click();
    await expect(card).toHaveCount(0);
    await expect(payments).toContainText(`Reversed by ${manager.email}`);
    await expect(payments).toContainText("Wrong size, returned unworn");
    await expect(page.getByTestId("balance-due")).toHaveText(`$${order.total.toFixed(2)}`);
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
      `Approved the reversal of $${order.total.toFixed(2)} asked by ${counter.email}`,
    );
  });
}
