import type { Route } from "@playwright/test";
import { seedPosts } from "@store/db/seed";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import {
  ARM_CARE,
  apiDownTest,
  CATEGORY_LABELS,
  card,
  cards,
  DEADLINES,
  GAME_DAY,
  HELMET,
  HYDRATION,
  isBlogCall,
  LONG_DATES,
  newestFirst,
  openBlog,
  paragraphs,
  recentPanel,
  shownTitles,
} from "./blog-helpers";
import { expect, test } from "./fixtures";
import { visitInApp } from "./navigation";

// The blog's list: every post newest first, the cards, skeletons and first-visit data, search and
// categories, what happens when the blog call fails, and accessibility of the list and a post.

test.describe("the blog list", () => {
  test("shows every seeded post, newest first, with the spec's labels", async ({ page }) => {
    await openBlog(page);
    await expect(page.getByText("Showing 6 posts", { exact: true })).toBeVisible();
    expect(await shownTitles(page)).toEqual(newestFirst.map((p) => p.title));

    const radios = page.getByRole("radiogroup", { name: "Category" }).getByRole("radio");
    await expect(radios).toHaveCount(5);
    for (const [i, label] of [
      "All Posts",
      "Training Tips",
      "Equipment Reviews",
      "Sports News",
      "Nutrition",
    ].entries())
      await expect(radios.nth(i)).toHaveAccessibleName(new RegExp(`^${label}`));
    await expect(page.getByRole("radio", { name: /^All Posts/ })).toBeChecked();
    await expect(page.getByRole("searchbox", { name: "Search posts" })).toBeVisible();
  });

  test("each card has its picture, long US date, author, category, title, excerpt and Read More", async ({
    page,
  }) => {
    await openBlog(page);
    for (const post of seedPosts) {
      const item = card(page, post.title);
      await expect(item.getByRole("heading", { level: 3, name: post.title })).toBeVisible();
      await expect(item.getByText(post.excerpt, { exact: true })).toBeVisible();
      await expect(item.getByText(LONG_DATES[post.slug] ?? "missing", { exact: true })).toBeVisible();
      await expect(item.getByText(`By ${post.author}`, { exact: true })).toBeVisible();
      await expect(item.getByText(CATEGORY_LABELS[post.category], { exact: true })).toBeVisible();
      const readMore = item.getByRole("link", { name: /^Read More/ });
      await expect(readMore).toHaveText(`Read More: ${post.title}`);
      await expect(readMore).toHaveAttribute("href", `/blog/${post.slug}`);
      const img = item.locator("img");
      await expect(img).toHaveAttribute("src", `/images/blog/${post.slug}.svg`);
    }
    await expect(card(page, GAME_DAY.title).locator("time")).toHaveText("October 23, 2026");
  });

  test("pictures have a size, and only the first row loads at once", async ({ page }) => {
    await openBlog(page);
    const imgs = cards(page).locator("img");
    await expect(imgs).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      const img = imgs.nth(i);
      await expect(img).toHaveAttribute("width", "800");
      await expect(img).toHaveAttribute("height", "450");
      await expect(img).toHaveAttribute("loading", i < 2 ? "eager" : "lazy");
    }
  });

  test("shows six skeleton cards while the posts are on their way", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => isBlogCall(url),
      async (route: Route) => {
        await held;
        await route.continue();
      },
    );
    await visitInApp(page, "/blog");
    await expect(page.getByText("Loading posts...")).toBeVisible();
    await expect(page.getByTestId("post-skeleton")).toHaveCount(6);
    release();
    await expect(page.getByText("Showing 6 posts")).toBeVisible();
    await expect(page.getByTestId("post-skeleton")).toHaveCount(0);
  });

  test("a first visit gets the posts inside the page, with no call to wait for", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (isBlogCall(new URL(request.url()))) calls.push(request.url());
    });
    await openBlog(page);
    await expect(page.getByText("Showing 6 posts")).toBeVisible();
    await cards(page)
      .first()
      .getByRole("link", { name: /Read More/ })
      .click();
    // The list's cards are articles too: wait for the post's page before counting.
    await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
    await expect(page.getByRole("article")).toHaveCount(1);
    expect(calls, "the posts came with the page").toEqual([]);
  });

  test("the Recent Posts panel links the three newest posts", async ({ page }) => {
    await openBlog(page);
    const panel = recentPanel(page);
    await expect(panel.getByRole("heading", { level: 2, name: "Recent Posts" })).toBeVisible();
    const links = panel.getByRole("link");
    await expect(links).toHaveText(newestFirst.slice(0, 3).map((p) => p.title));
    await expect(panel.getByText("November 10, 2026")).toBeVisible();

    // Filters narrow the list, never the panel.
    await page.getByRole("radio", { name: /^Equipment Reviews/ }).check();
    await expect(page.getByText("Showing 2 posts")).toBeVisible();
    await expect(links).toHaveCount(3);

    await links.nth(1).click();
    await expect(page).toHaveURL(`/blog/${GAME_DAY.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: GAME_DAY.title })).toBeVisible();
  });
});

test.describe("search and categories", () => {
  test("search matches the title or the excerpt, ignoring case, and says 1 post for one", async ({
    page,
  }) => {
    await openBlog(page);
    const search = page.getByRole("searchbox", { name: "Search posts" });

    await search.fill("BATTING HELMET");
    await expect(page.getByText("Showing 1 post", { exact: true })).toBeVisible();
    expect(await shownTitles(page)).toEqual([HELMET.title]);
    await expect(page).toHaveURL(/[?&]q=BATTING\+HELMET/);

    // "Chilton County" is in two excerpts and in no title.
    await search.fill("chilton county");
    await expect(page.getByText("Showing 2 posts")).toBeVisible();
    expect(await shownTitles(page)).toEqual([DEADLINES.title, HYDRATION.title]);

    // NOCSAE is only in the helmet article's body: the search does not read articles.
    await search.fill("NOCSAE");
    await expect(page.getByText("Showing 0 posts")).toBeVisible();

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByText("Showing 6 posts")).toBeVisible();
  });

  test("each category radio shows only its posts, and All Posts shows them all", async ({ page }) => {
    await openBlog(page);
    for (const [category, label] of Object.entries(CATEGORY_LABELS)) {
      const expected = newestFirst.filter((p) => p.category === category).map((p) => p.title);
      await page.getByRole("radio", { name: new RegExp(`^${label}`) }).check();
      await expect(
        page.getByText(`Showing ${expected.length} ${expected.length === 1 ? "post" : "posts"}`),
      ).toBeVisible();
      expect(await shownTitles(page)).toEqual(expected);
      await expect(page).toHaveURL(new RegExp(`[?&]category=${category}`));
      for (const title of expected)
        await expect(card(page, title).getByText(label, { exact: true })).toBeVisible();
    }
    await page.getByRole("radio", { name: /^All Posts/ }).check();
    await expect(page.getByText("Showing 6 posts")).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("search and category combine, and a shared link opens them", async ({ page }) => {
    await openBlog(page, "/blog?category=nutrition&q=game");
    await expect(page.getByRole("radio", { name: /^Nutrition/ })).toBeChecked();
    await expect(page.getByRole("searchbox", { name: "Search posts" })).toHaveValue("game");
    await expect(page.getByText("Showing 1 post", { exact: true })).toBeVisible();
    expect(await shownTitles(page)).toEqual([GAME_DAY.title]);
  });

  test("nothing matching shows No posts found, and Clear filters brings every post back", async ({
    page,
  }) => {
    await openBlog(page, "/blog?category=news&q=helmet");
    await expect(page.getByText("Showing 0 posts")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByText("Showing 6 posts")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^All Posts/ })).toBeChecked();
    await expect(page.getByRole("searchbox", { name: "Search posts" })).toHaveValue("");
  });
});

test.describe("when the blog call fails", () => {
  apiDownTest("the list shows the sample posts, with a warning only in the console", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.route(isBlogCall, (route) => route.abort());

    await visitInApp(page, "/blog");
    await expect(page.getByText("Showing 6 posts")).toBeVisible();
    // The samples mirror the seed, newest first.
    expect(await shownTitles(page)).toEqual(newestFirst.map((p) => p.title));
    await expect(recentPanel(page).getByRole("link")).toHaveCount(3);
    await expect(page.getByText(/error|could not|failed/i)).toHaveCount(0);
    expect(warnings.some((w) => w.includes("sample posts"))).toBe(true);

    await page.getByRole("searchbox", { name: "Search posts" }).fill("helmet");
    await expect(page.getByText("Showing 1 post", { exact: true })).toBeVisible();
  });

  apiDownTest("a post's page shows the sample post with the same article", async ({ page }) => {
    await page.route(isBlogCall, (route) => route.abort());
    await visitInApp(page, `/blog/${HYDRATION.slug}`);
    const article = page.getByRole("article", { name: HYDRATION.title });
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(HYDRATION.title);
    await expect(article.locator("p")).toHaveText([HYDRATION.excerpt, ...paragraphs(HYDRATION.content)]);
    await expect(page.getByRole("navigation", { name: "More posts" }).getByRole("link")).toHaveCount(1);

    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});

for (const scheme of colorSchemes) {
  test.describe(`${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await useScheme(page, scheme);
    });

    for (const width of [1280, 390]) {
      test(`the blog at ${width} px has no serious accessibility problems`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openBlog(page);
        await expect(page.getByText("Showing 6 posts")).toBeVisible();
        await expectNoSeriousViolations(page, `/blog in ${scheme} at ${width} px`);
        await page.getByRole("searchbox", { name: "Search posts" }).fill("zzz");
        await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
        await expectNoSeriousViolations(page, `/blog empty in ${scheme} at ${width} px`);
      });

      test(`a post's page at ${width} px has no serious accessibility problems`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/blog/${ARM_CARE.slug}`);
        await expect(page.getByRole("heading", { level: 1, name: ARM_CARE.title })).toBeVisible();
        await expect(page.getByRole("region", { name: "Keep Reading" })).toBeVisible();
        await expectNoSeriousViolations(page, `a post in ${scheme} at ${width} px`);
      });
    }
  });
}
