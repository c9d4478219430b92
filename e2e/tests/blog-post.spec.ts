import {
  ARM_CARE,
  card,
  DEADLINES,
  GAME_DAY,
  HELMET,
  HYDRATION,
  isBlogCall,
  openBlog,
  paragraphs,
} from "./blog-helpers";
import { expect, test } from "./fixtures";
import { visitInApp } from "./navigation";

// A post's own page: the whole article, previous, next and related posts, the ways on, the
// loading shape, text kept as text, and an unknown slug.

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
