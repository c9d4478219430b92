import { catalogProducts, sampleProducts } from "@store/db/seed";
import { expect, test } from "./fixtures";

test("the shop lists the seeded catalogue from the server", async ({ page }) => {
  await page.goto("/shop");
  await expect(page.getByRole("heading", { level: 1, name: "Shop All Products" })).toBeVisible();

  const total = sampleProducts.length + catalogProducts.length;
  await expect(page.getByText(`Showing ${total} products`)).toBeVisible();
  for (const product of [sampleProducts[0], catalogProducts[0]]) {
    if (!product) throw new Error("seed data is empty");
    await expect(page.getByRole("article", { name: product.name })).toContainText(product.name);
  }
});

test("a deep link to a store page is answered by the app, not a server 404", async ({ page }) => {
  const response = await page.goto("/shop?category=hoodies");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Shop All Products" })).toBeVisible();
});
