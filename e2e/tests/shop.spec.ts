import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { catalogProducts, sampleProducts } from "@store/db/seed";
import { expect, test } from "./fixtures";

interface ApiProduct {
  id: string;
  name: string;
  description: string | null;
  price: number;
  category: string;
  in_stock: boolean | null;
  sizes: string[];
}

/** The catalogue as the server has it, to compare what the page shows against. */
async function apiProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/products");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: ApiProduct[] } | ApiProduct[];
  const list = Array.isArray(body) ? body : body.data;
  if (!list?.length) throw new Error("the API returned no products");
  return list;
}

const byName = new Intl.Collator("en-US", { sensitivity: "base", numeric: true }).compare;
const namesAtoZ = (list: readonly { name: string }[]) => list.map((p) => p.name).sort(byName);
const showing = (n: number) => `Showing ${n} ${n === 1 ? "product" : "products"}`;

const results = (page: Page) => page.getByRole("region", { name: "Products" });
const productCards = (page: Page) => results(page).getByRole("article");
/** The shown product names, as a locator: expectations on it wait for the grid to finish drawing. */
const shownNames = (page: Page) => productCards(page).getByRole("heading", { level: 3 });
const shownPrices = async (page: Page) =>
  (
    await productCards(page)
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .allInnerTexts()
  ).map((t) => Number(t.replace(/[$,]/g, "")));
const categoryRadio = (page: Page, name: string) => page.getByRole("radio", { name });

/** The header's cart icon, named with its badge count ("Cart, 2 items"). */
const headerCart = (page: Page, count: number) =>
  page.getByRole("banner").getByRole("button", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` });

async function savedCart(page: Page): Promise<{ id: string; name: string; quantity: number }[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("cart") ?? '{"items":[]}').items);
}

const PRODUCTS_CALL = "**/trpc/products.browse**";

/** A card's add button: "Add … to cart" for one-size items, "Choose a size of …" for sized ones. */
const addButton = (page: Page, product: ApiProduct) =>
  page.getByRole("article", { name: product.name }).getByRole("button", {
    name: product.sizes.length > 0 ? `Choose a size of ${product.name}` : `Add ${product.name} to cart`,
  });

/**
 * Arrives at the shop from another page, as a shopper following a link does. The first page loaded
 * carries the products inside its HTML; a page reached in the app asks the server, and that call
 * is what these tests hold back or break.
 */
async function openShopInApp(page: Page) {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Shop All Products" }).click();
  await expect(page).toHaveURL(/\/shop$/);
}

// The browser logs the failed call itself; only that line is expected (see fixtures.ts).
const apiDownTest = test.extend({ expectedFailedRequests: ["/trpc/products.browse"] });

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

test("search engines read every product as schema.org Product data with its price and stock", async ({
  page,
  request,
}) => {
  await page.goto("/shop");
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  const block = page.locator('script[type="application/ld+json"]');
  await expect(block).toHaveCount(1);
  const data = JSON.parse((await block.textContent()) ?? "{}") as {
    "@type": string;
    itemListElement: {
      item: {
        "@type": string;
        name: string;
        offers: { price: string; priceCurrency: string; availability: string };
      };
    }[];
  };
  expect(data["@type"]).toBe("ItemList");
  const products = await apiProducts(request);
  expect(data.itemListElement).toHaveLength(products.length);
  for (const product of products) {
    const entry = data.itemListElement.find((e) => e.item.name === product.name)?.item;
    expect(entry?.["@type"], product.name).toBe("Product");
    expect(entry?.offers.price, product.name).toBe(product.price.toFixed(2));
    expect(entry?.offers.priceCurrency).toBe("USD");
    expect(entry?.offers.availability, product.name).toBe(
      product.in_stock === false ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
    );
  }
});

test("a first visit gets the products inside the page, with no call to wait for", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/trpc/products.list")) calls.push(request.url());
  });
  await page.goto("/shop");
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
  expect(calls, "the products came with the page").toEqual([]);
});

test("a deep link to a store page is answered by the app, not a server 404", async ({ page }) => {
  const response = await page.goto("/shop?category=hoodies");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Shop All Products" })).toBeVisible();
});

test.describe("search", () => {
  test("typing narrows the products to name or description matches and updates the count", async ({
    page,
    request,
  }) => {
    const all = await apiProducts(request);
    await page.goto("/shop");
    await expect(page.getByText(showing(all.length))).toBeVisible();

    // "FLEECE" in capitals: the match ignores case and looks in descriptions too.
    const expected = all.filter((p) => `${p.name} ${p.description ?? ""}`.toLowerCase().includes("fleece"));
    expect(expected.some((p) => !p.name.toLowerCase().includes("fleece"))).toBe(true);
    await page.getByRole("searchbox", { name: "Search products" }).fill("FLEECE");
    await expect(page.getByText(showing(expected.length))).toBeVisible();
    await expect(shownNames(page)).toHaveText(namesAtoZ(expected));

    // The search is part of the address, so the result can be shared and reloaded.
    await expect(page).toHaveURL(/[?&]q=FLEECE/);
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("FLEECE");
    await expect(page.getByText(showing(expected.length))).toBeVisible();
  });

  test("a link with ?q= (as the quick search sends) opens the shop already searched", async ({ page }) => {
    await page.goto("/shop?q=Youth%20Batting%20Gloves");
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue(
      "Youth Batting Gloves",
    );
    await expect(page.getByText(showing(1))).toBeVisible();
    await expect(shownNames(page)).toHaveText(["Youth Batting Gloves"]);

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("");
    await expect(page).not.toHaveURL(/[?&]q=/);
  });

  test("a search with no match shows the empty state, and Clear filters brings everything back", async ({
    page,
    request,
  }) => {
    const all = await apiProducts(request);
    await page.goto("/shop?category=hoodies");
    await page.getByRole("searchbox", { name: "Search products" }).fill("xylophone");

    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or browse all categories")).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByText(showing(all.length))).toBeVisible();
    await expect(categoryRadio(page, "All Products")).toBeChecked();
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("");
  });
});

test.describe("categories", () => {
  const categories = [
    { label: "T-shirts", value: "t-shirts" },
    { label: "Sweatshirts", value: "sweatshirts" },
    { label: "Hoodies", value: "hoodies" },
    { label: "Equipment", value: "equipment" },
    { label: "Accessories", value: "accessories" },
  ];

  test("each category radio shows exactly that category's products", async ({ page, request }) => {
    const all = await apiProducts(request);
    await page.goto("/shop");
    await expect(page.getByText(showing(all.length))).toBeVisible();

    for (const { label, value } of categories) {
      const expected = all.filter((p) => p.category === value);
      expect(expected.length, `seed has ${label}`).toBeGreaterThan(0);
      await categoryRadio(page, label).check();
      await expect(page).toHaveURL(new RegExp(`category=${value}`));
      await expect(page.getByText(showing(expected.length))).toBeVisible();
      await expect(shownNames(page)).toHaveText(namesAtoZ(expected));
    }

    await categoryRadio(page, "All Products").check();
    await expect(page.getByText(showing(all.length))).toBeVisible();
    await expect(page).not.toHaveURL(/category=/);
  });

  test("/shop?category=hoodies preselects Hoodies and survives a reload", async ({ page, request }) => {
    const hoodies = (await apiProducts(request)).filter((p) => p.category === "hoodies");
    await page.goto("/shop?category=hoodies");
    await expect(categoryRadio(page, "Hoodies")).toBeChecked();
    await expect(page.getByText(showing(hoodies.length))).toBeVisible();

    await page.reload();
    await expect(categoryRadio(page, "Hoodies")).toBeChecked();
    await expect(shownNames(page)).toHaveText(namesAtoZ(hoodies));
  });

  test("the header's 'sweat shirts' link selects Sweatshirts", async ({ page, request }) => {
    const sweatshirts = (await apiProducts(request)).filter((p) => p.category === "sweatshirts");
    await page.goto("/shop?category=sweat%20shirts");
    await expect(categoryRadio(page, "Sweatshirts")).toBeChecked();
    await expect(page.getByText(showing(sweatshirts.length))).toBeVisible();
    await expect(shownNames(page)).toHaveText(namesAtoZ(sweatshirts));
  });

  test("an unknown category falls back to All Products", async ({ page, request }) => {
    const all = await apiProducts(request);
    await page.goto("/shop?category=socks");
    await expect(categoryRadio(page, "All Products")).toBeChecked();
    await expect(page.getByText(showing(all.length))).toBeVisible();
  });

  test("Back after choosing a category returns to the previous one", async ({ page }) => {
    await page.goto("/shop?category=hoodies");
    await categoryRadio(page, "Equipment").check();
    await expect(page).toHaveURL(/category=equipment/);
    await page.goBack();
    await expect(page).toHaveURL(/category=hoodies/);
    await expect(categoryRadio(page, "Hoodies")).toBeChecked();
  });
});

test.describe("sorting", () => {
  test("names are A-Z by default; prices sort low to high and high to low", async ({ page, request }) => {
    const all = await apiProducts(request);
    await page.goto("/shop");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name");
    await expect(page.getByText(showing(all.length))).toBeVisible();
    await expect(shownNames(page)).toHaveText(namesAtoZ(all));

    const sort = page.getByRole("combobox", { name: "Sort by" });
    const prices = all.map((p) => p.price);
    await sort.selectOption({ label: "Price Low to High" });
    await expect.poll(() => shownPrices(page)).toEqual([...prices].sort((a, b) => a - b));

    await sort.selectOption({ label: "Price High to Low" });
    await expect.poll(() => shownPrices(page)).toEqual([...prices].sort((a, b) => b - a));

    // The order is kept in the address with the category.
    await categoryRadio(page, "Equipment").check();
    await page.reload();
    await expect(sort).toHaveValue("price-desc");
    const equipment = all.filter((p) => p.category === "equipment").map((p) => p.price);
    await expect.poll(() => shownPrices(page)).toEqual(equipment.sort((a, b) => b - a));
  });
});

test.describe("loading and failure", () => {
  test("six skeleton cards show while the products load", async ({ page, request }) => {
    const all = await apiProducts(request);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(PRODUCTS_CALL, async (route) => {
      await held;
      await route.continue();
    });

    await openShopInApp(page);
    await expect(page.getByTestId("product-skeleton")).toHaveCount(6);
    await expect(productCards(page)).toHaveCount(0);

    release();
    await expect(page.getByText(showing(all.length))).toBeVisible();
    await expect(page.getByTestId("product-skeleton")).toHaveCount(0);
  });

  apiDownTest(
    "if the products call fails, the sample products appear with no error shown",
    async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await page.route(PRODUCTS_CALL, (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
      );

      await openShopInApp(page);
      await expect(page.getByText(showing(sampleProducts.length))).toBeVisible();
      await expect(shownNames(page)).toHaveText(namesAtoZ(sampleProducts));
      await expect(page.getByText(/error|could not|failed/i)).toHaveCount(0);
      expect(warnings.some((w) => w.includes("sample products"))).toBe(true);
    },
  );
});

test.describe("views and cards", () => {
  test("the grid/list toggle lays products out in rows and is remembered", async ({ page }) => {
    await page.goto("/shop");
    const grid = page.getByRole("button", { name: "Grid view" });
    const list = page.getByRole("button", { name: "List view" });
    await expect(grid).toHaveAttribute("aria-pressed", "true");
    await expect(productCards(page).first()).toBeVisible();

    const left = async (i: number) => (await productCards(page).nth(i).boundingBox())?.x;
    const top = async (i: number) => (await productCards(page).nth(i).boundingBox())?.y;
    expect(await top(0)).toBe(await top(1)); // side by side
    expect(await left(0)).not.toBe(await left(1));

    await list.click();
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await expect(grid).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => left(1)).toBe(await left(0)); // one under the other
    expect(await top(1)).toBeGreaterThan((await top(0)) ?? 0);

    await page.reload();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  });

  test("a card shows picture, name, description, category and price with a dollar sign", async ({
    page,
    request,
  }) => {
    const product = (await apiProducts(request)).find(
      (p) => p.in_stock !== false && p.description && p.sizes.length === 0,
    );
    if (!product?.description) throw new Error("no described one-size product in stock");
    await page.goto("/shop");
    const card = page.getByRole("article", { name: product.name });
    await expect(card.getByRole("img", { name: product.name })).toHaveAttribute("width", "400");
    await expect(card.getByRole("heading", { name: product.name })).toBeVisible();
    await expect(card).toContainText(product.description.slice(0, 30));
    await expect(card.getByText(`$${product.price.toFixed(2)}`)).toBeVisible();
    await expect(card.getByRole("button", { name: `Add ${product.name} to cart` })).toBeEnabled();
  });

  test("a card's name and picture lead to the product's page", async ({ page, request }) => {
    const product = (await apiProducts(request)).find((p) => p.in_stock !== false);
    if (!product) throw new Error("nothing in stock");
    await page.goto("/shop");
    const card = page.getByRole("article", { name: product.name });
    await card.getByRole("heading", { name: product.name }).getByRole("link").click();
    await expect(page).toHaveURL(`/shop/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await page.goBack();
    await page.getByRole("article", { name: product.name }).getByRole("img", { name: product.name }).click();
    await expect(page).toHaveURL(`/shop/${product.id}`);
  });

  test("the first row's pictures load at once (they are the largest paint), the rest when scrolled near", async ({
    page,
  }) => {
    await page.goto("/shop");
    const pictures = productCards(page).getByRole("img");
    await expect(pictures.first()).toBeVisible();
    const loading = await pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading")));
    expect(loading.slice(0, 4)).toEqual(["eager", "eager", "eager", "eager"]);
    expect(new Set(loading.slice(4))).toEqual(new Set(["lazy"]));
  });

  test("an out-of-stock product is marked and cannot be added", async ({ page, request }) => {
    const soldOut = (await apiProducts(request)).find((p) => p.in_stock === false);
    if (!soldOut) throw new Error("seed has no out-of-stock product");
    await page.goto("/shop");
    const card = page.getByRole("article", { name: soldOut.name });
    await expect(card.getByText("Out of stock")).toBeVisible();
    await expect(addButton(page, soldOut)).toBeDisabled();
  });
});

test.describe("add to cart", () => {
  test("adding the same product twice makes one line of quantity 2, kept after a reload", async ({
    page,
    request,
  }) => {
    const product = (await apiProducts(request)).find((p) => p.in_stock !== false && p.sizes.length === 0);
    if (!product) throw new Error("no one-size product in stock");
    await page.goto("/shop");
    const button = page.getByRole("button", { name: `Add ${product.name} to cart` });

    await button.click();
    await expect(button).toHaveText("Added"); // the shopper sees it worked...
    await expect(button).toHaveText(/Add to Cart/); // ...and the button is ready again
    await button.click();

    const expected = [
      expect.objectContaining({ id: product.id, name: product.name, size: null, quantity: 2 }),
    ];
    await expect(headerCart(page, 2)).toBeVisible();
    await expect.poll(() => savedCart(page)).toEqual(expected);
    await page.reload();
    await expect(productCards(page).first()).toBeVisible();
    await expect(headerCart(page, 2)).toBeVisible();
    expect(await savedCart(page)).toEqual(expected);

    // After the reload the store carries on from the saved cart rather than starting again.
    await page.getByRole("button", { name: `Add ${product.name} to cart` }).click();
    await expect(headerCart(page, 3)).toBeVisible();
    await expect
      .poll(() => savedCart(page))
      .toEqual([expect.objectContaining({ id: product.id, quantity: 3 })]);
  });

  test("a product sold in sizes asks for the size from a small panel, by mouse or keyboard", async ({
    page,
    request,
  }) => {
    const product = (await apiProducts(request)).find(
      (p) => p.in_stock !== false && p.sizes.includes("Adult M") && p.sizes.includes("Youth L"),
    );
    if (!product) throw new Error("no sized product in stock");
    await page.goto("/shop");
    const button = addButton(page, product);
    await expect(button).toHaveText(/Choose Size/);

    await button.click();
    const panel = page.getByRole("dialog", { name: `Choose a size of ${product.name}` });
    await expect(panel.getByRole("button")).toHaveCount(product.sizes.length);
    await panel.getByRole("button", { name: "Adult M", exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(
      page.getByRole("status").filter({ hasText: `${product.name}, Adult M, added to cart` }),
    ).toHaveCount(1);
    await expect(headerCart(page, 1)).toBeVisible();

    // The keyboard way: open with Enter, Tab to a size, Enter; Escape closes without adding.
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await panel.getByRole("button", { name: "Youth L", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(headerCart(page, 2)).toBeVisible();
    await expect
      .poll(() => savedCart(page))
      .toEqual([
        expect.objectContaining({ id: product.id, size: "Adult M", quantity: 1 }),
        expect.objectContaining({ id: product.id, size: "Youth L", quantity: 1 }),
      ]);
  });

  test("the first press from the keyboard opens the size panel, and Escape brings focus back", async ({
    page,
    request,
  }) => {
    const product = (await apiProducts(request)).find((p) => p.in_stock !== false && p.sizes.length > 0);
    if (!product) throw new Error("no sized product in stock");
    await page.goto("/shop");
    const button = addButton(page, product);
    // Focus starts fetching the panel's code; the press opens it from the same button.
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: `Choose a size of ${product.name}` });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("button").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the button reads 'Add' and the filters open from a Filters button", async ({ page, request }) => {
    const all = await apiProducts(request);
    const product = all.find((p) => p.in_stock !== false && p.sizes.length === 0);
    if (!product) throw new Error("no one-size product in stock");
    await page.goto("/shop");

    const button = page.getByRole("button", { name: `Add ${product.name} to cart` });
    await expect(button).toHaveText("Add", { useInnerText: true });

    // Two cards per row on a phone.
    const first = await productCards(page).nth(0).boundingBox();
    const second = await productCards(page).nth(1).boundingBox();
    expect(first?.y).toBe(second?.y);

    await expect(categoryRadio(page, "Hoodies")).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("radio", { name: "Hoodies" }).check();
    const hoodies = all.filter((p) => p.category === "hoodies");
    await sheet.getByRole("button", { name: showing(hoodies.length).replace("Showing", "Show") }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(showing(hoodies.length))).toBeVisible();
    await expect(page).toHaveURL(/category=hoodies/);
  });
});

test("the shop has no detectable accessibility problems in light and dark", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto("/shop?category=hoodies");
    await expect(productCards(page).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Only the shop's own content: the header and footer have their own checks.
    const { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
  }
});
