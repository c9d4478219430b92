import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

// What the shop's e2e files share: the catalogue as the API has it, and the page's parts.

export interface ApiProduct {
  id: string;
  name: string;
  description: string | null;
  price: number;
  category: string;
  in_stock: boolean | null;
  sizes: string[];
}

/** The catalogue as the server has it, to compare what the page shows against. */
export async function apiProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/products");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: ApiProduct[] } | ApiProduct[];
  const list = Array.isArray(body) ? body : body.data;
  if (!list?.length) throw new Error("the API returned no products");
  return list;
}

export const byName = new Intl.Collator("en-US", { sensitivity: "base", numeric: true }).compare;
export const namesAtoZ = (list: readonly { name: string }[]) => list.map((p) => p.name).sort(byName);
export const showing = (n: number) => `Showing ${n} ${n === 1 ? "product" : "products"}`;

export const results = (page: Page) => page.getByRole("region", { name: "Products" });
export const productCards = (page: Page) => results(page).getByRole("article");
/** The shown product names, as a locator: expectations on it wait for the grid to finish drawing. */
export const shownNames = (page: Page) => productCards(page).getByRole("heading", { level: 3 });
export const shownPrices = async (page: Page) =>
  (
    await productCards(page)
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .allTextContents()
  ).map((t) => Number(t.replace(/[$,]/g, "")));
export const categoryRadio = (page: Page, name: string) => page.getByRole("radio", { name });

/** The header's cart icon, named with its badge count ("Cart, 2 items"). */
export const headerCart = (page: Page, count: number) =>
  page.getByRole("banner").getByRole("button", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` });

export async function savedCart(page: Page): Promise<{ id: string; name: string; quantity: number }[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("cart") ?? '{"items":[]}').items);
}

export const PRODUCTS_CALL = "**/trpc/products.browse**";

/** A card's add button: "Add … to cart" for one-size items, "Choose a size of …" for sized ones. */
export const addButton = (page: Page, product: ApiProduct) =>
  page.getByRole("article", { name: product.name }).getByRole("button", {
    name: product.sizes.length > 0 ? `Choose a size of ${product.name}` : `Add ${product.name} to cart`,
  });

/**
 * Arrives at the shop from another page, as a shopper following a link does. The first page loaded
 * carries the products inside its HTML; a page reached in the app asks the server, and that call
 * is what these tests hold back or break.
 */
export async function openShopInApp(page: Page) {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Shop All Products" }).click();
  await expect(page).toHaveURL(/\/shop$/);
}
