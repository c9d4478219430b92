import type { Page } from "@playwright/test";
import { adminApi, adminNav, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { placeOrder, sizedProduct } from "./order-factories";

// Staff open the monthly sales-tax return from the portal's menu, pick the month, read its
// figures per place and jurisdiction, and download it; it passes axe in both schemes on a phone.

const storeMonth = (d: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit" }).format(
    d,
  );
const monthWords = (m: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${m}-01T12:00:00Z`),
  );

async function checkBothSchemes(page: Page, what: string) {
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `${what} (${scheme})`);
  }
  await useScheme(page, "light");
}

test("staff read this month's tax return per place and jurisdiction and download it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await sizedProduct(request);
  const order = await placeOrder(request, `tax-return-${Date.now()}@example.com`, [
    { product_id: product.id, size: product.sizes[0] ?? null, quantity: 2 },
  ]);
  const month = storeMonth(new Date());
  const api = await adminApi(request);
  const answer = await api.get(`/api/tax/returns?month=${month}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const r = (await answer.json()).data as {
    totals: { orders: number; tax_collected_cents: number };
    places: { place: string; tax_collected_cents: number }[];
  };
  expect(r.totals.orders).toBeGreaterThanOrEqual(1);
  expect(r.totals.tax_collected_cents).toBeGreaterThan(0);
  const money = (c: number) =>
    new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(c / 100);

  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/orders");
  // On a phone the menu is behind its button.
  await page.getByRole("button", { name: "Open admin menu" }).click();
  await adminNav(page).getByRole("link", { name: "Monthly Tax Return" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/tax/returns");
  await expect(page.getByRole("heading", { level: 1, name: "Monthly Tax Return" })).toBeVisible();
  // Last month by default: the one being filed.
  const picker = page
    .getByRole("textbox", { name: "Month" })
    .or(page.getByRole("combobox", { name: "Month" }));
  await expect(picker.first()).not.toHaveValue(monthWords(month));

  await page.goto(`/admin/tax/returns?month=${month}`);
  await expect(picker.first()).toHaveValue(monthWords(month));
  const clanton = r.places.find((p) => p.place === "Clanton");
  expect(clanton, "the seed taxes pickups at Clanton").toBeDefined();
  // On a phone each place is a short list of its figures, the total last.
  const cards = page.getByRole("group", { name: "Sales by place" });
  await expect(cards).toContainText("Total");
  await expect(cards).toContainText(money(r.totals.tax_collected_cents));
  await expect(cards).toContainText(money(clanton?.tax_collected_cents ?? 0));
  await expect(page.getByRole("region", { name: "Clanton: tax by jurisdiction" }).first()).toContainText(
    "Alabama",
  );
  // Other specs may have made an order exempt this month: the list names what the answer lists.
  const exempt = (r as unknown as { exempt_orders: { number: number }[] }).exempt_orders;
  if (exempt.length === 0) await expect(page.getByText("No exempt orders this month.")).toBeVisible();
  else await expect(page.getByText(`#${exempt[0]?.number}`).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    `/api/tax/returns.csv?month=${month}`,
  );
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    `/api/tax/returns.pdf?month=${month}`,
  );
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toBe(`sales-tax-return-${month}.csv`);
  expect(order.total).toBeGreaterThan(0);

  await checkBothSchemes(page, "tax return at 390 px");
  // On a laptop, a table with a row per place and the total.
  await page.setViewportSize({ width: 1280, height: 900 });
  const places = page.getByRole("table", { name: "Sales by place" });
  await expect(places.getByRole("row", { name: /^Total/ })).toContainText(
    money(r.totals.tax_collected_cents),
  );
  await expect(places.getByRole("row", { name: /^Clanton/ })).toContainText(
    money(clanton?.tax_collected_cents ?? 0),
  );
  await checkBothSchemes(page, "tax return at 1280 px");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await page.screenshot({
        path: test.info().outputPath(`tax-return-${width}-${scheme}.png`),
        fullPage: true,
      });
    }
  }
});
