import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { placeUnpaidOrder } from "./order-factories";

// The order page: opened from the list, a payment recorded (balance, state badge, timeline), a
// staff note added, a payment reversed with its reason; axe clean in both schemes, wide and phone.

const section = (page: Page, name: string) => page.getByRole("region", { name });
const timeline = (page: Page) => section(page, "Timeline");

async function recordPayment(page: Page, amount: string, method?: { label: string; check?: string }) {
  const form = page.getByRole("form", { name: "Record payment" });
  await form.getByRole("textbox", { name: "Amount" }).fill(amount);
  if (method) {
    await form.getByRole("combobox", { name: "Method" }).click();
    await page.getByRole("option", { name: method.label }).click();
    if (method.check) await form.getByRole("textbox", { name: "Check number" }).fill(method.check);
  }
  await form.getByRole("button", { name: "Record payment" }).click();
}

async function addNote(page: Page, text: string) {
  const form = page.getByRole("form", { name: "Add a staff note" });
  await form.getByRole("textbox", { name: "Note" }).fill(text);
  await form.getByRole("button", { name: "Add note" }).click();
  await expect(timeline(page).getByText(text)).toBeVisible();
}

async function checkBothSchemes(page: Page, what: string) {
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `${what} (${scheme})`);
  }
}

test.describe("the order page", () => {
  test("at 1280: open from the list, record a deposit, add a note; the customer sees the balance only", async ({
    page,
    request,
  }) => {
    const order = await placeUnpaidOrder(request, { price: 25, quantity: 2 }); // $50.00 + 4% state tax (the seed's example rate) = $52.00
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/orders?search=${encodeURIComponent(order.email)}`);
    await page.getByRole("link", { name: `Open order #${order.number}` }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.number}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order #${order.number}` })).toBeVisible();
    await expect(page.getByTestId("payment-state-badge")).toHaveText("Unpaid");
    await expect(page.getByTestId("balance-due")).toHaveText("$52.00");
    await expect(page.getByRole("link", { name: "Packing slip" })).toHaveAttribute(
      "href",
      `/api/orders/${order.id}/packing-slip.pdf`,
    );
    await expect(page.getByRole("link", { name: "Invoice" })).toHaveAttribute(
      "href",
      `/api/orders/${order.id}/invoice.pdf`,
    );
    // The placement and its e-mails are there from the start, with the customer's address.
    await expect(timeline(page).getByText("Order placed")).toBeVisible();
    await expect(timeline(page).getByText(`E-mailed ${order.email}`)).toBeVisible();
    // The amount starts at the balance.
    await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("$52.00");
    await checkBothSchemes(page, "the order page at 1280");
    await useScheme(page, "light");

    await recordPayment(page, "20");
    await expect(page.getByTestId("balance-due")).toHaveText("$32.00");
    await expect(page.getByTestId("amount-paid")).toHaveText("$20.00");
    await expect(page.getByTestId("payment-state-badge")).toHaveText("Deposit paid");
    await expect(timeline(page).getByText("Payment recorded: $20.00, Cash")).toBeVisible();
    // The form is ready for the rest.
    await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("$32.00");

    await addNote(page, "Coach called: pickup Friday after practice.");

    // The customer's page shows what is paid and owed, never the note nor how it was paid.
    const customer = await page.context().browser()?.newPage();
    if (!customer) throw new Error("no second page");
    await customer.goto(order.trackingPath);
    const balance = customer.getByTestId("order-balance");
    await expect(balance).toContainText("Paid so far$20.00");
    await expect(balance).toContainText("Balance due");
    await expect(balance).toContainText("$32.00");
    await expect(customer.getByText("pickup Friday after practice")).toHaveCount(0);
    await expect(customer.getByText(/Cash/)).toHaveCount(0);
    await customer.close();

    // More than the balance is refused on the field, saying the balance.
    await recordPayment(page, "45");
    await expect(page.getByText("At most $32.00: the balance due.")).toBeVisible();
  });

  test("at 1280: reversing a payment asks why, and the balance and state follow", async ({
    page,
    request,
  }) => {
    const order = await placeUnpaidOrder(request, { price: 25, quantity: 2 }); // $50.00 + 4% state tax (the seed's example rate) = $52.00
    const paid = await request.post(`/api/orders/${order.id}/payments`, {
      data: { amount: 20, method: "cash" },
      headers: { origin: String(test.info().project.use.baseURL) },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/orders/${order.number}`);
    await expect(page.getByTestId("payment-state-badge")).toHaveText("Deposit paid");

    await page.getByRole("button", { name: /^Reverse the payment of \$20\.00 Cash/ }).click();
    const dialog = page.getByRole("dialog", { name: "Reverse payment" });
    await dialog.getByRole("button", { name: "Reverse payment" }).click();
    await expect(dialog.getByText(/The reason is required/)).toBeVisible();
    await dialog.getByRole("textbox", { name: "Reason" }).fill("Refunded at the counter");
    await checkBothSchemes(page, "the reverse payment dialog");
    await useScheme(page, "light");
    await dialog.getByRole("button", { name: "Reverse payment" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("payment-state-badge")).toHaveText("Refunded");
    await expect(page.getByTestId("balance-due")).toHaveText("$52.00");
    await expect(timeline(page).getByText("Reason: Refunded at the counter")).toBeVisible();
    await checkBothSchemes(page, "the order page with a reversed payment");
  });

  test("at 390: open from the row's action, pay in full by check, add a note", async ({ page, request }) => {
    const order = await placeUnpaidOrder(request, { price: 12.5, quantity: 3 }); // $37.50 + $1.50 tax = $39.00
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/orders?search=${encodeURIComponent(order.email)}`);
    await page.getByRole("button", { name: `Open the page of order #${order.number}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order #${order.number}` })).toBeVisible();
    // Nothing wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await checkBothSchemes(page, "the order page at 390");
    await useScheme(page, "light");

    await recordPayment(page, "39.00", { label: "Check", check: "1042" });
    await expect(page.getByTestId("payment-state-badge")).toHaveText("Paid");
    await expect(page.getByTestId("balance-due")).toHaveText("$0.00");
    await expect(timeline(page).getByText("Payment recorded: $39.00, Check #1042")).toBeVisible();
    await expect(section(page, "Payments").getByText("Paid in full: nothing is left to pay.")).toBeVisible();
    await addNote(page, "Paid by the booster club.");
    await checkBothSchemes(page, "the paid order page at 390");
  });

  test("an order's entry in the audit log opens the order's page", async ({ page, request }) => {
    const order = await placeUnpaidOrder(request, { price: 10, quantity: 1 });
    const origin = String(test.info().project.use.baseURL);
    const paid = await request.post(`/api/orders/${order.id}/payments`, {
      data: { amount: 4, method: "cash" },
      headers: { origin },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await signInAsAdmin(page);
    await page.goto("/admin/audit-log?entity=order");
    await page
      .getByRole("button", {
        name: new RegExp(`View Changes: Recorded a cash payment of \\$4\\.00 on order #${order.number}\\.`),
      })
      .click();
    await page
      .getByRole("dialog", { name: "Change Details" })
      .getByRole("link", { name: `Open order #${order.number}` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: `Order #${order.number}` })).toBeVisible();
    await expect(page.getByTestId("payment-state-badge")).toHaveText("Deposit paid");
  });
});

test.describe("an order that is not there", () => {
  test.use({ expectedFailedRequests: ["orders.detail"] });

  test("its page says so, with the way back", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/orders/999999");
    await expect(
      page
        .getByRole("alert")
        .or(page.getByText(/No order #999999/))
        .first(),
    ).toContainText("No order #999999. Check the number on the order list.");
    await page.getByRole("link", { name: "All orders" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
  });
});
