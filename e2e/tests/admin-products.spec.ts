import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, failProcedure, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

interface Product {
  id: string;
  name: string;
  price: number;
  category: string;
  in_stock: boolean | null;
}

const table = (page: Page) => page.getByRole("table", { name: "Products" });
const rowOf = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });
const formDialog = (page: Page, title: string) => page.getByRole("dialog", { name: title });
const tile = (page: Page, label: string) =>
  page.locator(".mantine-Paper-root").filter({ has: page.getByText(label, { exact: true }) });

async function findProducts(api: APIRequestContext, search: string): Promise<Product[]> {
  const res = await api.get(`/api/products/admin?search=${encodeURIComponent(search)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

async function openProducts(page: Page, query = "") {
  await signInAsAdmin(page);
  await page.goto(`/admin/products${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Products" })).toBeVisible();
}

/** Answers one tRPC query with the given data, letting the other calls of the batch through. */
async function answerProcedure(page: Page, procedure: string, data: unknown) {
  await page.route(`**/trpc/**${procedure}**`, async (route) => {
    const url = new URL(route.request().url());
    const procedures = url.pathname.replace("/trpc/", "").split(",");
    if (!procedures.includes(procedure)) return route.fallback();
    const real = procedures.length > 1 ? ((await (await route.fetch()).json()) as unknown[]) : [];
    const answers = procedures.map((name, i) => (name === procedure ? { result: { data } } : real[i]));
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify(url.searchParams.has("batch") ? answers : answers[0]),
    });
  });
}

test.describe.configure({ mode: "serial" });

test.describe("manage products", () => {
  // Each run names its product uniquely, so reruns on the same store do not collide.
  const name = `E2E Rally Hoodie ${Date.now()}`;
  const renamed = `${name} Pro`;

  test("four tiles with the database's figures", async ({ page, request }) => {
    const stats = (await (await (await adminApi(request)).get("/api/products/stats")).json()).data;
    await openProducts(page);
    await expect(tile(page, "Total Products")).toContainText(String(stats.total_products));
    await expect(tile(page, "In Stock")).toContainText(String(stats.in_stock));
    await expect(tile(page, "Low Stock")).toContainText("6");
    await expect(tile(page, "Avg. Price")).toContainText(`$${stats.avg_price.toFixed(2)}`);
  });

  test("the form says what the server's schema requires", async ({ page }) => {
    await openProducts(page);
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = formDialog(page, "Add New Product");
    await expect(dialog.getByRole("combobox", { name: "Category" })).toHaveValue("Apparel");
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expect(dialog.getByText("Product name is required.")).toBeVisible();
    await expect(dialog.getByText("Price is required and must be a number.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Image URL" }).fill("not a url");
    await dialog.getByRole("textbox", { name: "Image URL" }).blur();
    await expect(dialog.getByText("Image URL must be a URL (https://… or /path).")).toBeVisible();

    // What was typed is not lost to Cancel or a stray Escape: the dialog asks first.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog.getByText("Discard your changes?")).toBeVisible();
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog.getByRole("textbox", { name: "Image URL" })).toHaveValue("not a url");
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Discard changes" }).click();
    await expect(dialog).toBeHidden();
    // An untouched form closes at once.
    await page.getByRole("button", { name: "Add Product" }).click();
    await formDialog(page, "Add New Product").getByRole("button", { name: "Cancel" }).click();
    await expect(formDialog(page, "Add New Product")).toBeHidden();
  });

  test("an admin adds a product, placed first, and shoppers see it in the shop", async ({
    page,
    request,
  }) => {
    await openProducts(page);
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = formDialog(page, "Add New Product");
    await dialog.getByRole("textbox", { name: "Product Name" }).fill(name);
    await dialog.getByRole("textbox", { name: "Description" }).fill("Fleece for cold bleachers");
    await dialog.getByRole("textbox", { name: "Price" }).fill("54.5");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Hoodies", exact: true }).click();
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expect(dialog).toBeHidden();
    await expect(table(page).getByRole("row").nth(1)).toContainText(name);
    await expect(rowOf(page, name)).toContainText("$54.50");
    await expect(rowOf(page, name)).toContainText("In Stock");

    const [stored] = await findProducts(await adminApi(request), name);
    expect(stored).toMatchObject({ name, price: 54.5, category: "hoodies" });

    await page.goto("/shop");
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test("the details, then an edit that replaces the row", async ({ page, request }) => {
    await openProducts(page, `?search=${encodeURIComponent(name)}`);
    await rowOf(page, name).getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "Product Details" });
    await expect(details).toContainText(name);
    await expect(details).toContainText("$54.50");
    await expect(details).toContainText("Hoodies");
    await expect(details).toContainText("Fleece for cold bleachers");
    await details.getByRole("button", { name: "Close" }).click();

    await rowOf(page, name).getByRole("button", { name: "Edit Product" }).click();
    const dialog = formDialog(page, "Edit Product");
    await expect(dialog.getByRole("textbox", { name: "Product Name" })).toHaveValue(name);
    await dialog.getByRole("textbox", { name: "Product Name" }).fill(renamed);
    // A typed negative price is refused on the field, not turned into $0.00 and saved.
    await dialog.getByRole("textbox", { name: "Price" }).fill("-4");
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(dialog.getByText("Price cannot be negative.")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Price" })).toHaveValue("-$4.00");
    await dialog.getByRole("textbox", { name: "Price" }).fill("60");
    await dialog.getByRole("switch", { name: "In stock" }).uncheck();
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, renamed)).toContainText("$60.00");
    await expect(rowOf(page, renamed)).toContainText("Out of Stock");

    const [stored] = await findProducts(await adminApi(request), renamed);
    expect(stored).toMatchObject({ name: renamed, price: 60, in_stock: false });
  });

  test("a delete asks first; Cancel keeps the product", async ({ page, request }) => {
    await openProducts(page, `?search=${encodeURIComponent(renamed)}`);
    await rowOf(page, renamed).getByRole("button", { name: "Delete Product" }).click();
    const confirm = page
      .getByRole("dialog")
      .filter({ hasText: "Are you sure you want to delete this product?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(rowOf(page, renamed)).toBeVisible();

    await rowOf(page, renamed).getByRole("button", { name: "Delete Product" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No products found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria")).toBeVisible();
    expect(await findProducts(await adminApi(request), renamed)).toEqual([]);
  });

  test("an empty catalogue says how to start", async ({ page }) => {
    await signInAsAdmin(page);
    await answerProcedure(page, "products.adminList", { items: [], total: 0, page: 1, page_size: 25 });
    await page.goto("/admin/products");
    await expect(page.getByText("No Products Yet")).toBeVisible();
    await expect(page.getByText("Add your first product to get started")).toBeVisible();
  });

  test.describe("failures", () => {
    test.use({ expectedFailedRequests: ["/trpc/products"] });

    test("a list that cannot be read shows the §8 message, and Retry loads it", async ({ page }) => {
      await signInAsAdmin(page);
      await failProcedure(page, "products.adminList", 500, "The database is not answering.");
      await page.goto("/admin/products");
      await expect(page.getByRole("alert")).toContainText(
        "Error fetching products: The database is not answering.",
      );
      await page.unrouteAll({ behavior: "wait" });
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(table(page)).toBeVisible();
    });

    test("a refused save says why and keeps the dialog open", async ({ page }) => {
      await openProducts(page);
      await failProcedure(page, "products.create", 500, "The database is not answering.");
      await page.getByRole("button", { name: "Add Product" }).click();
      const dialog = formDialog(page, "Add New Product");
      await dialog.getByRole("textbox", { name: "Product Name" }).fill("Never Saved");
      await dialog.getByRole("textbox", { name: "Price" }).fill("5");
      await dialog.getByRole("button", { name: "Add Product" }).click();
      await expect(page.getByText("Error adding product: The database is not answering.")).toBeVisible();
      await expect(dialog).toBeVisible();
    });

    test("the server's per-field messages show beside their fields", async ({ page }) => {
      await openProducts(page);
      // The browser checks the same schema first, so a field refusal is staged as the server sends one.
      await page.route("**/trpc/products.create**", (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify([
            {
              error: {
                message: "Product name is already taken.",
                code: -32600,
                data: {
                  code: "BAD_REQUEST",
                  httpStatus: 400,
                  path: "products.create",
                  fieldErrors: { name: "Product name is already taken." },
                },
              },
            },
          ]),
        }),
      );
      await page.getByRole("button", { name: "Add Product" }).click();
      const dialog = formDialog(page, "Add New Product");
      await dialog.getByRole("textbox", { name: "Product Name" }).fill("Twice Named");
      await dialog.getByRole("textbox", { name: "Price" }).fill("5");
      await dialog.getByRole("button", { name: "Add Product" }).click();
      await expect(dialog.getByRole("textbox", { name: "Product Name" })).toHaveAccessibleDescription(
        /Product name is already taken\./,
      );
      await expect(page.getByText("Error adding product: Product name is already taken.")).toBeVisible();
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the table keeps product, status and actions", async ({ page }) => {
      await openProducts(page);
      await expect(table(page).getByRole("button", { name: /^Product/ })).toBeVisible();
      await expect(table(page).getByRole("columnheader", { name: "Status" })).toBeVisible();
      await expect(table(page).getByRole("button", { name: "Edit Product" }).first()).toBeVisible();
      // Sortable headers are buttons; on a phone Category and Price are not drawn at all.
      await expect(table(page).getByRole("button", { name: /^Category/ })).toHaveCount(0);
      await expect(table(page).getByRole("button", { name: /^Price/ })).toHaveCount(0);
    });
  });
});

for (const scheme of colorSchemes) {
  test(`the products page and its dialogs pass axe (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await openProducts(page);
    await expect(table(page).getByRole("row").nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, `products page (${scheme})`);
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = formDialog(page, "Add New Product");
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, `product form (${scheme})`);
    await dialog.getByRole("button", { name: "Choose from Library" }).click();
    await expect(dialog.getByRole("textbox", { name: "Search the image library" })).toBeVisible();
    await expectNoSeriousViolations(page, `product form with the image library (${scheme})`);
    await dialog.getByRole("textbox", { name: "Product Name" }).fill("Half-typed hoodie");
    await page.keyboard.press("Escape");
    await expect(dialog.getByText("Discard your changes?")).toBeVisible();
    await expectNoSeriousViolations(page, `product form asking to discard (${scheme})`);
  });
}
