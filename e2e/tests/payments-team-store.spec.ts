import type { Page } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./mailbox";
import { openTeamStore } from "./team-store-factories";

// A family in a team store that collects when ordering, on a phone: the order goes on to the
// secure payment page (the Stripe stand-in's), and back on the family's order page the payment
// is received and the team's confirmation e-mail arrives. The rules are the API suite's
// (api/test/team-store-payments.test.ts).

async function bothSchemes(page: Page, what: string) {
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `${what} (${scheme})`);
  }
  await useScheme(page, "light");
}

test("a family pays for their team order on the payment page and their order page says Payment received (390 px)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const store = await openTeamStore(request, undefined, "pay_at_order");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/team/${store.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Clanton Eagles 12U" })).toBeVisible();
  await expect(page.getByTestId("store-handout")).toContainText(
    "PaymentPaid online by card to Clanton Sports Apparel when ordering",
  );
  await bothSchemes(page, "a store where families pay when ordering, at 390");

  const pack = page.getByRole("region", { name: "Player Pack" });
  await pack.getByLabel(`Size of ${store.jersey.name}`).selectOption(String(store.jersey.sizes[0]));
  await pack.getByLabel("Name to print").fill("lee");
  await pack.getByLabel("Number").fill("12");
  await pack.getByRole("button", { name: "Add Player Pack" }).click();
  await expect(page.getByTestId("team-cart-line")).toHaveCount(1);
  await page.getByRole("combobox", { name: "Player's name" }).fill("Sam");
  await page.getByRole("option", { name: "Sam Lee" }).click();
  const parent = `pay-parent-${Date.now().toString(36)}@example.com`;
  await page.getByLabel("Your Name").fill("Jordan Lee");
  await page.getByLabel("Email Address").fill(parent);
  await page.getByLabel("Phone Number").fill("205-555-0177");
  await page.getByRole("button", { name: "Place Team Order and Pay" }).click();

  // The stand-in's hosted page: the amount the store worked out, paid with the button.
  await page.waitForURL(/\/c\/pay\/cs_/);
  const pay = page.getByRole("button", { name: /^Pay \$\d+\.\d{2}$/ });
  await expect(pay).toBeVisible();
  await pay.click();

  await page.waitForURL(new RegExp(`/team/${store.slug}/order/[^/?]+\\?payment=done`));
  await expect(page.getByText("Payment received", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  await bothSchemes(page, "the family's paid order page at 390");
  // The team's confirmation went once the payment came, with the order's own page.
  const confirmation = await waitForEmail(parent, `/team/${store.slug}/order/`);
  expect(confirmation).toContain("LEE #12");
});
