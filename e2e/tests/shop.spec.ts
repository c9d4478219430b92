import AxeBuilder from "@axe-core/playwright";
import { catalogProducts, sampleProducts } from "@store/db/seed";
import { expect, test } from "./fixtures";
import {
  apiProducts,
  categoryRadio,
  namesAtoZ,
  openShopInApp,
  PRODUCTS_CALL,
  productCards,
  showing,
  shownNames,
  shownPrices,
} from "./shop-helpers";

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

test("each active filter can be removed from the keyboard, the other one kept", async ({ page, request }) => {
  const hoodies = (await apiProducts(request)).filter((p) => p.category === "hoodies");
  await page.goto("/shop?category=hoodies&q=zzqx");
  const filters = page.getByRole("group", { name: "Active filters" });

  // Reachable by Tab (not taken out of the order, as Mantine's own pills are) and named.
  for (const name of ["Remove search text", "Remove filter Hoodies"]) {
    await expect(filters.getByRole("button", { name })).not.toHaveAttribute("tabindex", "-1");
  }
  await filters.getByRole("button", { name: "Remove search text" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("");
  await expect(page.getByText(showing(hoodies.length))).toBeVisible();
  await expect(categoryRadio(page, "Hoodies")).toBeChecked();

  await filters.getByRole("button", { name: "Remove filter Hoodies" }).focus();
  await page.keyboard.press("Enter");
  await expect(categoryRadio(page, "All Products")).toBeChecked();
  await expect(filters).toHaveCount(0);
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
