import type { Page } from "@playwright/test";
import { catalogProducts, seedPosts } from "@store/db/seed";
import { expect, test } from "./fixtures";

const searchBox = (page: Page) => page.getByPlaceholder("Search products, designs, posts and pages...");
const dialog = (page: Page) => page.getByRole("dialog").filter({ has: searchBox(page) });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A result row, whose accessible name starts with its label and goes on with its description. */
const result = (page: Page, label: string) =>
  dialog(page).getByRole("button", { name: new RegExp(`^${escapeRegExp(label)}`) });

async function expectInGroup(page: Page, group: string, label: string) {
  await expect(
    dialog(page)
      .getByRole("group", { name: group })
      .getByRole("button", { name: new RegExp(`^${escapeRegExp(label)}`) }),
  ).toBeVisible();
}

async function openWithIcon(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Search the store" }).click();
  await expect(searchBox(page)).toBeFocused();
}

test("the quick search is loaded only when first used", async ({ page }) => {
  const quickSearchRequests: string[] = [];
  page.on("request", (request) => {
    if (/QuickSearch|spotlight/i.test(request.url())) quickSearchRequests.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Search the store" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(quickSearchRequests, "quick search code fetched before use").toEqual([]);

  await openWithIcon(page);
  expect(quickSearchRequests.length).toBeGreaterThan(0);
});

test("the search icon opens it; a product name finds the product, and choosing it opens its page", async ({
  page,
}) => {
  const product = catalogProducts.find((p) => p.name === "Youth Batting Gloves") ?? catalogProducts[0];
  if (!product) throw new Error("the seed has no catalogue products");
  // The catalogue is searched on the server: the phone never downloads all of it.
  const catalogueCalls: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/\/trpc\/[^?]*products\.(list|search)/.test(url)) catalogueCalls.push(url);
  });

  await page.goto("/about");
  await openWithIcon(page);
  await searchBox(page).fill(product.name.toUpperCase());
  await expectInGroup(page, "Products", product.name);
  expect(catalogueCalls.some((url) => url.includes("products.search"))).toBe(true);
  expect(catalogueCalls.filter((url) => url.includes("products.list"))).toEqual([]);

  // The first row shows every result; the arrow key moves to the product itself.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/shop/"));
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
});

test("every word counts, names rank first, and Enter shows all results on their own page", async ({
  page,
}) => {
  await page.goto("/about");
  await openWithIcon(page);
  await searchBox(page).fill("champion hoodie");
  await expectInGroup(page, "Products", "Champion Powerblend Hoodie");

  // Pages named for football come before a beanie whose description mentions it.
  await searchBox(page).fill("football");
  await expect(dialog(page).getByRole("group").first()).toHaveAccessibleName("Pages");
  await expectInGroup(page, "Products", "Embroidered Cuffed Knit Beanie");

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    (url) => url.pathname === "/search" && url.searchParams.get("q") === "football",
  );
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Search the store" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(/^\d+ results for "football"$/);
  const pages = page.getByRole("region", { name: "Pages" }).getByRole("link");
  await expect(pages.first()).toHaveText(/football/i);
  await expect(page.getByRole("region", { name: "Products" }).getByRole("link")).toHaveText([
    "Embroidered Cuffed Knit Beanie",
  ]);

  await page.getByLabel("Search products, designs, posts and pages").fill("champion hoodie");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "champion hoodie");
  await expect(page.getByRole("link", { name: "Champion Powerblend Hoodie" })).toBeVisible();
});

test("Ctrl+K, Cmd+K and / open the quick search from anywhere but a text field", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("heading", { level: 1 }).click();

  await page.keyboard.press("Control+K");
  await expect(searchBox(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(searchBox(page)).toBeHidden();

  await page.keyboard.press("Meta+K");
  await expect(searchBox(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(searchBox(page)).toBeHidden();

  await page.keyboard.press("/");
  await expect(searchBox(page)).toBeVisible();
  await expect(searchBox(page)).toHaveValue("");
});

test("blog posts are found by title", async ({ page }) => {
  const post = seedPosts[1];
  if (!post) throw new Error("the seed has too few blog posts");
  await page.goto("/about");
  await openWithIcon(page);

  // A word from the middle of the title, in other letter case.
  const words = post.title.split(" ");
  const fragment = words.slice(2, 5).join(" ").toLowerCase();
  await searchBox(page).fill(fragment);
  await expectInGroup(page, "Blog Posts", post.title);
  await result(page, post.title).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
});

test("stock designs are found by tag, and choosing one opens its page", async ({ page }) => {
  await page.goto("/about");
  await openWithIcon(page);
  await searchBox(page).fill("Pinstripes");
  await expectInGroup(page, "Stock Designs", "Home Run Heritage");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/stock-designs\/design-13$/);
  await expect(page.getByRole("heading", { level: 1, name: "Home Run Heritage" })).toBeVisible();
});

test("site pages are found by title and keyword", async ({ page }) => {
  await page.goto("/about");
  await openWithIcon(page);
  await searchBox(page).fill("sizing guide: foot");
  await expectInGroup(page, "Pages", "Sizing Guide: Football");
  await result(page, "Sizing Guide: Football").click();
  await expect(page.getByRole("heading", { level: 1, name: "Sizing Guide: Football" })).toBeVisible();

  await page.keyboard.press("/");
  await searchBox(page).fill("rush order");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Rush Fees" })).toBeVisible();
});

test("a query that matches nothing says so", async ({ page }) => {
  await page.goto("/about");
  await openWithIcon(page);
  await searchBox(page).fill("zzqx no such thing");
  await expect(dialog(page).getByText("Nothing found")).toBeVisible();
  await expect(dialog(page).getByRole("button")).toHaveCount(0);
});
