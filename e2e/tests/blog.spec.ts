import type { Page, Route } from "@playwright/test";
import { seedPosts } from "@store/db/seed";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { visitInApp } from "./navigation";

type SeedPost = (typeof seedPosts)[number];

const newestFirst = [...seedPosts].sort((a, b) => Date.parse(b.published) - Date.parse(a.published));

/** The seed post with this slug; fails the test if the seed changed under it. */
function seed(slug: string): SeedPost {
  const post = seedPosts.find((p) => p.slug === slug);
  if (!post) throw new Error(`the seed has no post ${slug}`);
  return post;
}

const ARM_CARE = seed("off-season-arm-care-for-youth-pitchers");
const GAME_DAY = seed("game-day-fuel-pre-game-meals-and-tournament-snacks");
const DEADLINES = seed("spring-2027-team-package-order-deadlines");
const HELMET = seed("choosing-a-batting-helmet-that-fits");
const HYDRATION = seed("hydration-in-alabama-heat");

const CATEGORY_LABELS = {
  training: "Training Tips",
  equipment: "Equipment Reviews",
  news: "Sports News",
  nutrition: "Nutrition",
} as const;

// The dates the seed's posts must show, written out rather than computed the way the page does.
const LONG_DATES: Record<string, string> = {
  [DEADLINES.slug]: "November 10, 2026",
  [GAME_DAY.slug]: "October 23, 2026",
  [ARM_CARE.slug]: "October 7, 2026",
  "how-sublimated-jerseys-are-made-and-cared-for": "September 16, 2026",
  [HELMET.slug]: "August 27, 2026",
  [HYDRATION.slug]: "August 11, 2026",
};

const paragraphs = (content: string) => content.split("\n\n").map((p) => p.trim());

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const shownTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();
const recentPanel = (page: Page) => page.getByRole("complementary", { name: "Recent Posts" });

// Both blog calls (one post and the list) start "content.blogPost", alone or batched together.
const isBlogCall = (url: URL) =>
  url.pathname.startsWith("/trpc/") && url.pathname.includes("content.blogPost");
const apiDownTest = test.extend({ expectedFailedRequests: ["/trpc/content.blogPost"] });

async function openBlog(page: Page, path = "/blog") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Sports Blog" })).toBeVisible();
}

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

test.describe("a post's page", () => {
  test("Read More opens the whole article", async ({ page }) => {
    await openBlog(page);
    await card(page, ARM_CARE.title)
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(`/blog/${ARM_CARE.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: ARM_CARE.title })).toBeVisible();
  });

  test("shows the title, date, author, category, picture and every paragraph of the article", async ({
    page,
  }) => {
    await page.goto(`/blog/${GAME_DAY.slug}`);
    const article = page.getByRole("article", { name: GAME_DAY.title });
    await expect(article.getByRole("heading", { level: 1, name: GAME_DAY.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(article.getByText("October 23, 2026", { exact: true })).toBeVisible();
    await expect(article.locator("time")).toHaveAttribute("datetime", "2026-10-23T12:00:00.000Z");
    await expect(article.getByText("By Coach Ray Tolbert", { exact: true })).toBeVisible();
    await expect(article.getByText("Nutrition", { exact: true })).toBeVisible();

    const hero = article.getByRole("img", { name: GAME_DAY.title });
    await expect(hero).toHaveAttribute("src", `/images/blog/${GAME_DAY.slug}.svg`);
    await expect(hero).toHaveAttribute("width", "800");
    await expect(hero).toHaveAttribute("height", "450");
    await expect(hero).not.toHaveAttribute("loading", "lazy");

    const expected = paragraphs(GAME_DAY.content);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    await expect(article.locator("p")).toHaveText([GAME_DAY.excerpt, ...expected]);
  });

  test("links the previous and next posts by date, and related posts of the same category first", async ({
    page,
  }) => {
    await page.goto(`/blog/${GAME_DAY.slug}`);
    const nav = page.getByRole("navigation", { name: "More posts" });
    const previous = nav.getByRole("link", { name: /^Previous Post/ });
    const next = nav.getByRole("link", { name: /^Next Post/ });
    await expect(previous).toContainText(ARM_CARE.title);
    await expect(previous).toHaveAttribute("href", `/blog/${ARM_CARE.slug}`);
    await expect(next).toContainText(DEADLINES.title);

    const related = page.getByRole("region", { name: "Keep Reading" }).getByRole("link");
    await expect(related).toHaveCount(3);
    // Hydration is the other nutrition post; then the newest of the rest.
    await expect(related.nth(0)).toHaveAttribute("href", `/blog/${HYDRATION.slug}`);
    await expect(related.nth(1)).toHaveAttribute("href", `/blog/${DEADLINES.slug}`);
    await expect(related.nth(2)).toHaveAttribute("href", `/blog/${ARM_CARE.slug}`);

    await next.click();
    await expect(page.getByRole("heading", { level: 1, name: DEADLINES.title })).toBeVisible();
    // The newest post has nothing newer.
    await expect(nav.getByRole("link", { name: /^Next Post/ })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: /^Previous Post/ })).toContainText(GAME_DAY.title);

    await page.goto(`/blog/${HYDRATION.slug}`);
    await expect(nav.getByRole("link", { name: /^Previous Post/ })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: /^Next Post/ })).toContainText(HELMET.title);
  });

  test("leads back to the blog and on to team packages and custom artwork", async ({ page }) => {
    await page.goto(`/blog/${HELMET.slug}`);
    await expect(page.getByRole("link", { name: "View Team Packages" })).toHaveAttribute(
      "href",
      "/team-packages",
    );
    await expect(page.getByRole("link", { name: "Request Custom Artwork" }).last()).toHaveAttribute(
      "href",
      "/custom-artwork",
    );
    await page.getByRole("link", { name: "Back to the Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sports Blog" })).toBeVisible();
  });

  test("shows the post's shape and the way back while it loads", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isBlogCall, async (route) => {
      await held;
      await route.continue();
    });
    await visitInApp(page, `/blog/${HELMET.slug}`);
    await expect(page.getByLabel("Loading post")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the Blog" })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: HELMET.title })).toBeVisible();
    await expect(page.getByLabel("Loading post")).toHaveCount(0);
  });

  test("an article's text is shown as text: markup in a post never becomes HTML", async ({ page }) => {
    const hostile = `<img src="/x.png" onerror="window.__hacked = true"> Bold <b>claims</b>\n\n<script>window.__hacked = true</script>`;
    // The server's answer, with markup put into the article on its way to the browser.
    await page.route(isBlogCall, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result?: { data?: unknown } }[];
      const poison = (post: { slug?: string; content?: string }) => {
        if (post.slug === HELMET.slug) post.content = hostile;
      };
      for (const item of body) {
        const data = item.result?.data;
        if (Array.isArray(data)) data.forEach(poison);
        else if (data && typeof data === "object") poison(data);
      }
      await route.fulfill({ response, json: body });
    });
    await visitInApp(page, `/blog/${HELMET.slug}`);
    const article = page.getByRole("article", { name: HELMET.title });
    await expect(article.locator("p")).toHaveText([
      HELMET.excerpt,
      '<img src="/x.png" onerror="window.__hacked = true"> Bold <b>claims</b>',
      "<script>window.__hacked = true</script>",
    ]);
    await expect(article.locator("b, script, img[src='/x.png']")).toHaveCount(0);
    expect(await page.evaluate(() => "__hacked" in window)).toBe(false);
  });

  test("an unknown slug shows the not-found page", async ({ page }) => {
    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sports Blog" })).toHaveCount(0);
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
