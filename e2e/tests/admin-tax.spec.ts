import type { Page } from "@playwright/test";
import { adminNav, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// The staff's "Sales tax" screen on a phone (decision 083): the seeded places with their warning,
// a dated rate added for tomorrow and shown as scheduled, a past day refused on its field.

const storeDay = (moment: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Chicago",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(moment);
const DAY = 24 * 60 * 60 * 1000;

// The past day's refusal is a 400 the screen shows on its field; Chromium logs the answer as an error.
test.use({ expectedFailedRequests: ["/trpc/taxData.addRate"] });

const rateDialog = (page: Page) => page.getByRole("dialog", { name: /Add a dated rate/ });
const placeCard = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function openTax(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/admin/tax");
  await expect(page.getByRole("heading", { level: 1, name: "Sales Tax" })).toBeVisible();
}

async function fillRate(page: Page, jurisdiction: string, day: string) {
  const dialog = rateDialog(page);
  await dialog.getByRole("textbox", { name: "Jurisdiction" }).fill(jurisdiction);
  await dialog.getByRole("textbox", { name: "Rate (percent)" }).fill("1");
  await dialog.getByLabel("Effective from").fill(day);
  await dialog.getByRole("textbox", { name: "Source" }).fill("ADOR rate table");
  await dialog.getByRole("textbox", { name: "Confirmed by" }).fill("Dana Owner");
}

test("on a phone, staff see the seeded places to confirm, add tomorrow's rate and cannot change the past", async ({
  page,
}) => {
  await openTax(page);
  const clanton = placeCard(page, "Clanton");
  await expect(clanton).toContainText("Store · pickups");
  await expect(clanton.getByTestId("combined-rate")).toHaveText("4%");
  await expect(clanton).toContainText("Confirm on the Alabama Department of Revenue's rate table");
  await expect(placeCard(page, "Jemison")).toContainText("county and city rates are missing");

  const now = new Date();
  const tomorrow = storeDay(new Date(now.getTime() + DAY));
  const yesterday = storeDay(new Date(now.getTime() - DAY));
  const jurisdiction = `Chilton County ${Date.now()}`;

  // A day before today: the server's words on the date field, and nothing added.
  await clanton.getByRole("button", { name: "Add a dated rate for Clanton" }).click();
  await expect(rateDialog(page).getByLabel("Effective from")).toHaveValue(storeDay(now));
  await fillRate(page, jurisdiction, yesterday);
  await rateDialog(page).getByRole("button", { name: "Add rate" }).click();
  await expect(rateDialog(page)).toContainText(
    "A rate cannot change the past: orders placed before today keep the rates they were taxed at. Choose today or a later day.",
  );
  await expect(rateDialog(page).getByLabel("Effective from")).toHaveAttribute("aria-invalid", "true");

  // Tomorrow: added, and shown as scheduled; today's combined rate is unchanged.
  await rateDialog(page).getByLabel("Effective from").fill(tomorrow);
  await rateDialog(page).getByRole("button", { name: "Add rate" }).click();
  await expect(rateDialog(page)).toBeHidden();
  const scheduled = clanton.getByTestId("scheduled-rates");
  await expect(scheduled).toContainText(jurisdiction);
  await expect(scheduled).toContainText("Confirmed by Dana Owner");
  await expect(clanton.getByTestId("combined-rate")).toHaveText("4%");

  // The history opens from its disclosure.
  await clanton.getByRole("button", { name: "Rate history" }).click();
  await expect(clanton.getByRole("button", { name: "Rate history" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(clanton.getByText(/Added .* by e2e-admin@/)).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const scheme of colorSchemes) {
  test(`the Sales tax screen and its rate dialog pass axe (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await openTax(page);
    await expect(placeCard(page, "Clanton")).toBeVisible();
    await expectNoSeriousViolations(page, `Sales tax screen (${scheme})`);
    await placeCard(page, "Clanton").getByRole("button", { name: "Add a dated rate for Clanton" }).click();
    await expect(rateDialog(page)).toBeVisible();
    await expectNoSeriousViolations(page, `Add a dated rate dialog (${scheme})`);
  });
}

test("the sidebar leads to Sales Tax, and its dialogs open from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto("/admin");
  await adminNav(page).getByRole("link", { name: "Sales Tax" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sales Tax" })).toBeVisible();
  await expect(adminNav(page).getByRole("link", { name: "Sales Tax" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const add = placeCard(page, "Jemison").getByRole("button", { name: "Add a dated rate for Jemison" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(rateDialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(rateDialog(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Add a holiday" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "T-shirts" })).toBeChecked();
});
