import type { APIRequestContext, Page } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import type { ApiProduct } from "./shop-helpers";

async function apiProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/products");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiProduct[] }).data;
}

/** A product in stock sold in Adult M and Adult L, and a one-size piece of equipment in stock. */
async function testProducts(request: APIRequestContext) {
  const all = await apiProducts(request);
  const sized = all.find(
    (p) => p.in_stock !== false && p.sizes.includes("Adult M") && p.sizes.includes("Adult L"),
  );
  const oneSize = all.find((p) => p.in_stock !== false && p.category === "equipment" && p.sizes.length === 0);
  if (!sized || !oneSize) throw new Error("the seed needs a sized product and a one-size equipment item");
  return { all, sized, oneSize };
}

const addButton = (page: Page) => page.getByRole("main").getByRole("button", { name: "Add to Cart" });
const sizeGroup = (page: Page) => page.getByRole("group", { name: /^Size/ });
const pickSize = (page: Page, size: string) => sizeGroup(page).getByText(size, { exact: true }).click();
const cartButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });

async function savedCart(page: Page): Promise<{ id: string; size: string | null; quantity: number }[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("cart") ?? '{"items":[]}').items);
}

test("a product opened from the shop asks for a size, and each size is its own cart line", async ({
  page,
  request,
}) => {
  const { sized } = await testProducts(request);
  await page.goto("/shop");
  await page.getByRole("article", { name: sized.name }).getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(`/shop/${sized.id}`);
  await expect(page.getByRole("heading", { level: 1, name: sized.name })).toBeVisible();
  await expect(page).toHaveTitle(`${sized.name} | Clanton Sports Apparel`);
  await expect(page.getByRole("main")).toContainText(`$${sized.price.toFixed(2)}`);
  await expect(page.getByRole("main").getByText("In Stock", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Shop" }),
  ).toHaveAttribute("href", "/shop");
  // The size guide is the chart of this product's garment, in a dialog (product-extras.spec.ts).
  await expect(page.getByRole("main").getByRole("button", { name: /^Size guide: / })).toBeVisible();

  // No size yet: Add to Cart says what is missing and adds nothing.
  await addButton(page).click();
  await expect(page.getByText("Please choose a size")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");

  await pickSize(page, "Adult M");
  await expect(page.getByText("Please choose a size")).toBeHidden();
  await addButton(page).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await pickSize(page, "Adult L");
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible(); // "Added" is over
  await addButton(page).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");

  await cartButton(page).click();
  await expect(drawer(page).getByRole("listitem")).toHaveCount(2);
  await expect(drawer(page).getByRole("listitem", { name: `${sized.name}, Adult M` })).toContainText(
    "Size: Adult M",
  );
  await expect(drawer(page).getByRole("listitem", { name: `${sized.name}, Adult L` })).toContainText(
    "Size: Adult L",
  );
  await drawer(page).getByRole("button", { name: "Close cart" }).click();

  // The same size again raises that line.
  await addButton(page).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 3 items");
  await expect
    .poll(() => savedCart(page))
    .toEqual([
      expect.objectContaining({ id: sized.id, size: "Adult M", quantity: 1 }),
      expect.objectContaining({ id: sized.id, size: "Adult L", quantity: 2 }),
    ]);
});

test("a one-size product adds without asking", async ({ page, request }) => {
  const { oneSize } = await testProducts(request);
  await page.goto(`/shop/${oneSize.id}`);
  await expect(page.getByRole("heading", { level: 1, name: oneSize.name })).toBeVisible();
  await expect(sizeGroup(page)).toHaveCount(0);
  await addButton(page).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await expect.poll(() => savedCart(page)).toEqual([expect.objectContaining({ id: oneSize.id, size: null })]);
});

test("an out-of-stock product says so and cannot be added", async ({ page, request }) => {
  const soldOut = (await apiProducts(request)).find((p) => p.in_stock === false);
  if (!soldOut) throw new Error("the seed has no out-of-stock product");
  await page.goto(`/shop/${soldOut.id}`);
  const button = page.getByRole("main").getByRole("button", { name: "Out of Stock" });
  await expect(button).toBeDisabled();
});

test("search engines read the product as schema.org Product data", async ({ page, request }) => {
  const { sized } = await testProducts(request);
  await page.goto(`/shop/${sized.id}`);
  await expect(page.getByRole("heading", { level: 1, name: sized.name })).toBeVisible();
  const block = page.locator('script[type="application/ld+json"]');
  await expect(block).toHaveCount(1);
  const data = JSON.parse((await block.textContent()) ?? "{}");
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Product",
    name: sized.name,
    offers: {
      "@type": "Offer",
      price: sized.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    },
  });
});

test.describe("an unknown product", () => {
  // The page asks the server for the product, which answers 404: expected here.
  test.use({ expectedFailedRequests: ["products.byId"] });

  test("says Product not found, with a way back to the shop", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "no-such-thing"]) {
      await page.goto(`/shop/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
      await expect(page).toHaveTitle(/^Product not found/);
    }
    await page.getByRole("link", { name: "Back to the Shop" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/shop");
  });
});

for (const scheme of colorSchemes) {
  test(`the product page has no serious accessibility problems (${scheme})`, async ({ page, request }) => {
    const { sized } = await testProducts(request);
    await useScheme(page, scheme);
    await page.goto(`/shop/${sized.id}`);
    await expect(page.getByRole("heading", { level: 1, name: sized.name })).toBeVisible();
    await addButton(page).click(); // with the size message showing
    await expect(page.getByText("Please choose a size")).toBeVisible();
    await expectNoSeriousViolations(page, `product page (${scheme})`);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the page fits 390 px and the size picker and button are in reach", async ({ page, request }) => {
    const { sized } = await testProducts(request);
    await page.goto(`/shop/${sized.id}`);
    await expect(page.getByRole("heading", { level: 1, name: sized.name })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await pickSize(page, "Adult M");
    await addButton(page).click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  });
});
