import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { removeMadeProducts } from "./made-products";

// Staff refund half of an order paid online, from the order page on a phone: the refund is asked
// of the provider (the Stripe stand-in), its event makes it count, and the balance follows.

const origin = () => String(test.info().project.use.baseURL);

/** The owner's checkout choice, as the settings screen saves it; answers the one it replaced. */
async function chooseCheckout(api: APIRequestContext, checkout: string): Promise<string> {
  const before = await api.get("/api/payments/settings");
  expect(before.ok(), await before.text()).toBe(true);
  const res = await api.patch("/api/payments/settings", {
    data: { checkout },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await before.json()).data as { checkout_chosen: string }).checkout_chosen;
}

// The shared app's shop lists the seed's products: the cap made here goes when its test ends.
const madeProduct = removeMadeProducts();

/** Two $25 caps ordered to be paid now, paid on the provider's page as a shopper pays. */
async function orderPaidOnline(page: Page, api: APIRequestContext) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const made = await api.post("/api/products", {
    data: { name: `Refund cap ${stamp}`, price: 25, category: "accessories" },
    headers: { origin: origin() },
  });
  expect(made.status(), await made.text()).toBe(201);
  const product = (await made.json()).data as { id: string };
  madeProduct(product.id);
  const placed = await api.post("/api/checkout", {
    data: {
      customer: { name: "Robin Parent", email: `refund-${stamp}@example.com`, phone: "205-555-0199" },
      fulfilment: { method: "pickup" },
      payment: "pay_now",
      lines: [{ product_id: product.id, quantity: 2 }],
    },
    headers: { origin: origin() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const data = (await placed.json()).data as {
    order: { number: number; total: number };
    payment_url: string;
  };
  expect(data.payment_url).toBeTruthy();
  // The provider's page is not the store's app: opened in a page of its own, without waiting for the app.
  const providerPage = await page.context().newPage();
  await providerPage.goto(data.payment_url);
  await providerPage.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(providerPage).toHaveURL(/payment=done/);
  await providerPage.close();
  return data.order;
}

test.describe("refunding an online payment", () => {
  test("at 390: staff refund half; the order page shows the refund and the new balance", async ({
    page,
    request,
  }) => {
    // The provider's page, its events and the refund's make this longer than a screen's spec.
    test.setTimeout(120_000);
    const api = await adminApi(request);
    const previous = await chooseCheckout(api, "pay_now");
    try {
      const order = await orderPaidOnline(page, api); // $50.00 + 4% state tax = $52.00
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAsAdmin(page);
      await page.goto(`/admin/orders/${order.number}`);
      await expect(page.getByTestId("balance-due")).toHaveText("$0.00");

      const payments = page.getByRole("region", { name: "Payments" });
      await payments.getByRole("button", { name: /^Refund the payment of \$52\.00 Card online/ }).click();
      const dialog = page.getByRole("dialog", { name: "Refund payment" });
      // Prefilled with what is left of the payment; a reason is required.
      await expect(dialog.getByRole("textbox", { name: "Amount to refund" })).toHaveValue("$52.00");
      await dialog.getByRole("textbox", { name: "Amount to refund" }).fill("26");
      await dialog.getByRole("button", { name: "Refund…" }).click();
      await expect(dialog.getByText("The reason is required.")).toBeVisible();
      await dialog.getByRole("textbox", { name: "Reason" }).fill("One cap came back unworn");
      await dialog.getByRole("button", { name: "Refund…" }).click();
      await expect(
        dialog.getByText("Refund $26.00 to the card through Stripe? This cannot be undone."),
      ).toBeVisible();
      for (const scheme of colorSchemes) {
        await useScheme(page, scheme);
        await expectNoSeriousViolations(page, `the refund's confirmation at 390 (${scheme})`);
      }
      await dialog.getByRole("button", { name: "Yes, refund $26.00" }).click();
      await expect(dialog).toBeHidden();

      // The provider's event arrives within seconds; the page shows it without a reload.
      const refunds = payments.getByRole("list", { name: "Refunds" });
      await expect(refunds.getByText(/Refunded · .* One cap came back unworn/)).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByTestId("balance-due")).toHaveText("$26.00");
      await expect(page.getByTestId("amount-paid")).toHaveText("$26.00");
      await expect(
        page.getByRole("region", { name: "Timeline" }).getByText("Refunded: $26.00"),
      ).toBeVisible();
      for (const scheme of colorSchemes) {
        await useScheme(page, scheme);
        await expectNoSeriousViolations(page, `the order page after a refund at 390 (${scheme})`);
      }
    } finally {
      await chooseCheckout(api, previous);
    }
  });
});

test.describe("the payouts screen", () => {
  test("at 390: payouts matched with orders, payments waiting for one, the payments CSV; axe clean", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto("/admin/payments/payouts");
    await expect(page.getByRole("heading", { level: 1, name: "Payouts" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Waiting for a payout" })).toBeVisible();
    await page.getByRole("textbox", { name: "From" }).fill("2026-11-01");
    await page.getByRole("textbox", { name: "To" }).fill("2026-11-30");
    await expect(page.getByRole("link", { name: "Download payments CSV" })).toHaveAttribute(
      "href",
      "/api/payments/export.csv?from=2026-11-01&to=2026-11-30",
    );
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `the payouts screen at 390 (${scheme})`);
    }
  });
});
