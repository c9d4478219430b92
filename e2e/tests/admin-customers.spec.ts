import { adminNav, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { placeOrder, sizedProduct } from "./order-factories";

// Customer records (decision 052): one per e-mail address; staff find one, open it, and merge a
// duplicate into it. Orders are placed through the public checkout, not the portal.

test("staff search customers, open a record and merge a duplicate into it", async ({ page, request }) => {
  const stamp = Date.now();
  const main = `riley.${stamp}@example.com`;
  const work = `riley.work.${stamp}@example.com`;
  const product = await sizedProduct(request);
  const line = [{ product_id: product.id, size: product.sizes[0] ?? null, quantity: 1 }];
  await placeOrder(request, main, line);
  const second = await placeOrder(request, work, line);

  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminNav(page).getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await page.getByRole("textbox", { name: "Search customers" }).fill(`riley.${stamp}`);
  const table = page.getByRole("table", { name: "Customers" });
  await expect(table.getByRole("row")).toHaveCount(2);
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `customers list (${scheme})`);
  }

  await table.getByRole("link", { name: /Open the record of/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pat Coach");
  await expect(page.getByText(main).first()).toBeVisible();

  await page.getByRole("button", { name: "Merge with another record…" }).click();
  const dialog = page.getByRole("dialog", { name: "Merge with another record" });
  await dialog.getByRole("combobox", { name: "The other record" }).fill(work);
  await page.getByRole("option", { name: new RegExp(work.replace(/\./g, "\\.")) }).click();
  await expect(dialog.getByText(`From ${work} to ${main}: 1 order,`)).toBeVisible();
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `merge dialog (${scheme})`);
  }
  await dialog.getByRole("button", { name: "Merge records" }).click();
  await expect(dialog).toBeHidden();

  const orders = page.getByRole("region", { name: "Orders", exact: true });
  await expect(orders.getByRole("link", { name: `#${second.number}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Contact and account" })).toContainText(work);
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `customer record (${scheme})`);
  }
});
