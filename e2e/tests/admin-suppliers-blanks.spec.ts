import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, adminNav, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// Suppliers and what each product is made from (issue 42, decision 088): the owner adds a supplier,
// imports its style list (a bad file refused whole, then a good one), and maps a product from it on
// a phone, by keyboard.

const origin = () => String(test.info().project.use.baseURL);

const goodList = [
  "sku,styleName,colorName,sizeName,piecePrice,customerPrice",
  "E2E-S,E2E500,Navy,S,$3.50,$3.12",
  "E2E-M,E2E500,Navy,M,$3.50,$3.12",
  "E2E-L,E2E500,Navy,L,$3.50,$3.15",
].join("\n");
const badList = `${goodList}\nE2E-XL,E2E500,,XL,$3.50,$3.20`;

async function removeSupplier(api: APIRequestContext, name: string) {
  const listed = await api.get(`/api/suppliers?search=${encodeURIComponent(name)}`);
  for (const s of ((await listed.json()) as { data: { id: string }[] }).data)
    await api.delete(`/api/suppliers/${s.id}`, { headers: { origin: origin() } });
}

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

async function openSuppliers(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await adminNav(page).getByRole("link", { name: "Suppliers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Suppliers" })).toBeVisible();
}

test.describe.configure({ mode: "serial" });
// The bad style list is refused on purpose: Chromium logs the 400 of its upload.
test.use({ expectedFailedRequests: ["/styles"] });

test("the owner adds a supplier and imports its style list: a bad row refuses the file, a good one is counted", async ({
  page,
  request,
}) => {
  const name = `E2E Blanks ${Date.now()}`;
  const api = await adminApi(request);
  try {
    await openSuppliers(page);
    await page.getByRole("button", { name: "Add supplier" }).click();
    const form = page.getByRole("dialog", { name: "Add supplier" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Order cut-off").fill("3pm");
    await form.getByRole("button", { name: "Add supplier" }).click();
    await expect(form.getByText("Order cut-off must be a time like 14:00")).toBeVisible();
    await form.getByLabel("Order cut-off").fill("15:00");
    await form.getByLabel("Rep's e-mail").fill("rep@blanks.example");
    await form.getByRole("button", { name: "Add supplier" }).click();
    await expect(form).toBeHidden();
    await page.getByRole("textbox", { name: "Search suppliers" }).fill(name);
    const row = page.getByRole("table", { name: "Suppliers" }).getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("15:00");
    await expect(row).toContainText("Not imported");

    await row.getByRole("button", { name: `Import style list for ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Import style list: ${name}` });
    await dialog.locator('input[type="file"]').setInputFiles(csvFile("bad.csv", badList));
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expect(dialog.getByRole("alert")).toContainText("Line 5: the color");
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `the import's refusal (${scheme})`);
    }
    await dialog.locator('input[type="file"]').setInputFiles(csvFile("good.csv", goodList));
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expect(dialog.getByRole("status")).toContainText("3 rows: 3 added, 0 updated.");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(row).toContainText("3 rows");
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `the suppliers (${scheme})`);
    }
  } finally {
    await removeSupplier(api, name);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a product not mapped is listed first, mapped by keyboard from the style list, then listed as mapped", async ({
    page,
    request,
  }) => {
    // Four axe passes and a save on a 2-core machine shared with other runs.
    test.setTimeout(90_000);
    const stamp = Date.now();
    const supplierName = `E2E Phone Supplier ${stamp}`;
    const productName = `E2E Blank Tee ${stamp}`;
    const api = await adminApi(request);
    const headers = { origin: origin() };
    const supplier = await api.post("/api/suppliers", {
      headers,
      data: { name: supplierName, lead_days: 2, file_format: "csv" },
    });
    expect(supplier.status(), await supplier.text()).toBe(201);
    const supplierId = (await supplier.json()).data.id as string;
    const imported = await api.post(`/api/suppliers/${supplierId}/styles`, {
      headers,
      data: { csv: goodList },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    const product = await api.post("/api/products", {
      headers,
      data: { name: productName, price: 20, category: "t-shirts", sizes: ["Adult S", "Adult M", "Adult L"] },
    });
    expect(product.status(), await product.text()).toBe(201);
    const productId = (await product.json()).data.id as string;
    try {
      await signInAsAdmin(page);
      await page.goto("/admin/blanks");
      await expect(page.getByRole("heading", { level: 1, name: "Blanks" })).toBeVisible();
      await page.getByRole("textbox", { name: "Search products" }).fill(productName);
      const row = page.getByRole("row").filter({ hasText: productName });
      await expect(row).toContainText("Not mapped");
      for (const scheme of colorSchemes) {
        await useScheme(page, scheme);
        await expectNoSeriousViolations(page, `the blanks list (${scheme})`);
      }

      await row.getByRole("button", { name: `Map ${productName}` }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: `Blanks: ${productName}` });
      await expect(dialog.getByRole("button", { name: "Fill from style list" })).toBeVisible();
      const supplierBox = dialog.getByRole("combobox", { name: "Supplier" });
      await supplierBox.focus();
      await page.keyboard.type(supplierName.slice(0, 18));
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(supplierBox).toHaveValue(supplierName);
      await page.keyboard.press("Tab");
      await page.keyboard.type("e2e500");
      await page.keyboard.press("Tab");
      await page.keyboard.type("navy");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("status")).toHaveText("Filled 3 of 3 sizes from the style list.");
      await expect(dialog.getByRole("textbox", { name: "SKU for Adult L" })).toHaveValue("E2E-L");
      await expect(dialog.getByRole("textbox", { name: "Cost for Adult L" })).toHaveValue("3.15");
      for (const scheme of colorSchemes) {
        await useScheme(page, scheme);
        await expectNoSeriousViolations(page, `the mapping form (${scheme})`);
      }
      await dialog.getByRole("button", { name: "Save blanks" }).click();
      await expect(dialog).toBeHidden();

      await page.getByText("All", { exact: true }).click();
      await expect(row).toContainText("Mapped");
      await expect(row).toContainText("3 of 3 sizes mapped");
      const stored = await api.get(`/api/products/${productId}/blanks`);
      expect((await stored.json()).data).toMatchObject({
        style_number: "E2E500",
        color_name: "Navy",
        sizes: [
          { size: "Adult S", blank: { sku: "E2E-S", cost: 3.12 } },
          { size: "Adult M", blank: { sku: "E2E-M", cost: 3.12 } },
          { size: "Adult L", blank: { sku: "E2E-L", cost: 3.15 } },
        ],
      });
    } finally {
      await api.delete(`/api/products/${productId}`, { headers });
      await api.delete(`/api/suppliers/${supplierId}`, { headers });
    }
  });
});
