import type { Page } from "@playwright/test";
import { pickupReadiness, pickupWhenWords, storeHours } from "@store/db/catalogue";
import { signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { placeUnpaidOrder, sizedProduct } from "./order-factories";

// A pickup order says where and when: the store's address, hours and ready day at checkout and on
// the confirmation; staff mark it ready in the customer's words, and the customer's page says so.

async function checkBothSchemes(page: Page, what: string) {
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `${what} (${scheme})`);
  }
}

const facts = (page: Page) => page.getByTestId("pickup-facts");

test("at 390 px a pickup checkout and its confirmation say where, the hours and the ready day", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await sizedProduct(request);
  const size = product.sizes[0] ?? null;
  await page.addInitScript(
    (item) => {
      if (!sessionStorage.getItem("cart-seeded")) {
        localStorage.setItem("cart", JSON.stringify({ items: [item] }));
        sessionStorage.setItem("cart-seeded", "1");
      }
    },
    { id: product.id, name: product.name, price: product.price, image_url: null, size, quantity: 1 },
  );
  // The words a shop order placed now is promised (decision 054's rule, the same function the page runs).
  const ready = pickupWhenWords(
    pickupReadiness({ status: "pending", placedAt: new Date(), madeToOrder: false }),
  );
  expect(ready).toMatch(/^Ready from /);

  // Checkout: pickup is the first choice, and under it the address, the hours and the day.
  await page.goto("/checkout");
  const atCheckout = page.getByRole("region", { name: "Where and when to pick up" });
  await expect(atCheckout).toBeVisible();
  await expect(atCheckout).toContainText("1105 7th Street N");
  await expect(atCheckout).toContainText("Clanton, AL 35045");
  for (const { days, time } of storeHours) {
    const row = atCheckout
      .locator("div")
      .filter({ has: page.getByText(days, { exact: true }) })
      .last();
    await expect(row).toContainText(time);
  }
  await expect(facts(page)).toContainText(ready ?? "");
  await checkBothSchemes(page, "checkout with pickup");

  const email = `pickup-${Date.now().toString(36)}@example.com`;
  await page.getByRole("textbox", { name: "Full Name" }).fill("Pat Coach");
  await page.getByRole("textbox", { name: "Email Address" }).fill(email);
  await page.getByRole("textbox", { name: "Phone Number" }).fill("(205) 555-0142");
  await page.getByRole("button", { name: "Place Order" }).click();

  // The confirmation says the same.
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?placed=true$/);
  await expect(page.getByRole("heading", { level: 1, name: /Order #\d+/ })).toBeVisible();
  // The day at the top, where a phone opens the page, and in full in the Pickup card.
  await expect(page.getByTestId("pickup-when")).toHaveText(ready ?? "");
  await expect(facts(page)).toContainText("1105 7th Street N");
  await expect(facts(page)).toContainText(ready ?? "");
  await checkBothSchemes(page, "pickup confirmation");
});

test("at 390 px staff mark a pickup order ready in the customer's words, and the customer's page says so", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { number, trackingPath } = await placeUnpaidOrder(request);

  // Staff mark it ready on its page: the select offers the pickup words, not "Shipped".
  await signInAsAdmin(page);
  await page.goto(`/admin/orders/${number}`);
  const status = page.getByRole("combobox", { name: "Status", exact: true });
  await expect(status).toHaveValue("Received");
  const told = page.getByRole("region", { name: "Customer and fulfilment" });
  await expect(told).toContainText(/Customer is told\s*Ready from /);
  await status.click();
  await expect(page.getByRole("option", { name: "Shipped" })).toHaveCount(0);
  await page.getByRole("option", { name: "Ready for pickup", exact: true }).click();
  await expect(page.getByText(`Order #${number} is now ready for pickup.`)).toBeVisible();
  await expect(status).toHaveValue("Ready for pickup");
  await expect(page.getByTestId("order-status-badge")).toHaveText("Ready for pickup");
  await expect(told).toContainText(/Customer is told\s*Ready now/);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Status changed: Received → Ready for pickup",
  );
  await checkBothSchemes(page, "admin order page, pickup ready");

  // The customer's page reads the same words, and the day becomes "Ready now".
  await page.goto(trackingPath);
  await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(page.getByText("Ready for pickup").first()).toBeVisible();
  await expect(page.getByTestId("pickup-when")).toHaveText("Ready now");
  await expect(facts(page)).toContainText("Ready now");
});
