import type { Page } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// Sizes with their own price and stock (issue 22): staff set them in the product form, shoppers
// see them on the product page, and the cart charges the size's own price.

const sizes = ["Adult S", "Adult M", "Adult L", "Adult XXL"];
const formDialog = (page: Page) => page.getByRole("dialog", { name: "Edit Product" });
const sizeGroup = (page: Page) => page.getByRole("group", { name: /^Size/ });
const cartButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });

for (const width of [1280, 390]) {
  test.describe(`sizes with their own price and stock at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const name = `E2E Home Jersey ${width} ${Date.now()}`;
    let id = "";

    test.beforeAll(async ({ request, baseURL }) => {
      const api = await adminApi(request);
      const res = await api.post("/api/products", {
        data: { name, price: 19.99, category: "apparel", sizes },
        headers: { origin: new URL(baseURL ?? "").origin },
      });
      expect(res.status()).toBe(201);
      id = (await res.json()).data.id;
    });

    test.afterAll(async ({ request, baseURL }) => {
      const api = await adminApi(request);
      await api.delete(`/api/products/${id}`, { headers: { origin: new URL(baseURL ?? "").origin } });
    });

    test("staff set an upcharge and a stock count; a negative price or upcharge is refused on its field", async ({
      page,
    }) => {
      await signInAsAdmin(page);
      await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
      await page
        .getByRole("row")
        .filter({ hasText: name })
        .getByRole("button", { name: "Edit Product" })
        .click();
      const dialog = formDialog(page);
      const upcharge = (size: string) => dialog.getByRole("textbox", { name: `Upcharge for ${size}` });
      const stock = (size: string) => dialog.getByRole("textbox", { name: `Stock for ${size}` });
      await expect(dialog.getByRole("group", { name: "Price and stock by size" })).toBeVisible();
      await expect(upcharge("Adult XXL")).toHaveValue("$0.00");
      await expect(stock("Adult S")).toHaveValue("");

      await dialog.getByRole("textbox", { name: "Price" }).fill("-4");
      await upcharge("Adult M").fill("-1");
      await dialog.getByRole("button", { name: "Update Product" }).click();
      await expect(dialog.getByText("Price cannot be negative.")).toBeVisible();
      await expect(dialog.getByText("Upcharge for Adult M cannot be negative.")).toBeVisible();
      await expect(upcharge("Adult M")).toHaveAttribute("aria-invalid", "true");
      for (const scheme of colorSchemes) {
        await useScheme(page, scheme);
        await expectNoSeriousViolations(page, `product form with refusals (${scheme}, ${width} px)`);
      }
      // Nothing was saved.
      const stored = await page.request.get(`/api/products/admin?search=${encodeURIComponent(name)}`);
      expect((await stored.json()).data[0]).toMatchObject({ price: 19.99 });

      await dialog.getByRole("textbox", { name: "Price" }).fill("19.99");
      await upcharge("Adult M").fill("0");
      await upcharge("Adult XXL").fill("2");
      await stock("Adult S").fill("0");
      await dialog.getByRole("button", { name: "Update Product" }).click();
      await expect(dialog).toBeHidden();

      const saved = await page.request.get(`/api/products/admin?search=${encodeURIComponent(name)}`);
      expect((await saved.json()).data[0].size_options).toEqual([
        { size: "Adult S", upcharge: 0, price: 19.99, stock: 0, sold_out: true, few_left: null },
        { size: "Adult M", upcharge: 0, price: 19.99, stock: null, sold_out: false, few_left: null },
        { size: "Adult L", upcharge: 0, price: 19.99, stock: null, sold_out: false, few_left: null },
        { size: "Adult XXL", upcharge: 2, price: 21.99, stock: null, sold_out: false, few_left: null },
      ]);
    });

    test("the product page shows the size's price and a sold-out size disabled; the cart charges the upcharge", async ({
      page,
    }) => {
      await page.goto(`/shop/${id}`);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByTestId("product-price")).toHaveText("$19.99");
      const soldOut = sizeGroup(page).getByRole("radio", { name: "Adult S sold out" });
      await expect(soldOut).toBeDisabled();
      const xxl = sizeGroup(page).getByRole("radio", { name: "Adult XXL +$2.00" });
      await expect(xxl).toBeEnabled();
      for (const scheme of colorSchemes) {
        await useScheme(page, scheme);
        await expectNoSeriousViolations(page, `product page with sizes (${scheme}, ${width} px)`);
      }

      await sizeGroup(page).getByText("Adult XXL").click();
      await expect(xxl).toBeChecked();
      await expect(page.getByTestId("product-price")).toHaveText("$21.99");
      await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
      await sizeGroup(page).getByText("Adult M", { exact: true }).click();
      await expect(page.getByTestId("product-price")).toHaveText("$19.99");
      await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
      await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");

      await cartButton(page).click();
      await expect(drawer(page).getByRole("listitem", { name: `${name}, Adult XXL` })).toContainText(
        "$21.99 each",
      );
      await expect(drawer(page).getByRole("listitem", { name: `${name}, Adult M` })).toContainText(
        "$19.99 each",
      );
      await expect(drawer(page)).toContainText("$41.98");

      await page.goto("/checkout");
      const summary = page.getByRole("complementary", { name: "Order Summary" });
      await expect(summary).toContainText("$21.99");
      await expect(summary).toContainText("$41.98");
    });
  });
}
