import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { homeContent } from "@store/db/seed";
import { expect, test } from "./fixtures";

const heroSeed = homeContent.filter((row) => row.section_name === "hero");
const vendorSeed = homeContent.filter((row) => row.section_name === "vendors");
const heroKeys = [1, 2, 3].flatMap((s) => [1, 2, 3].map((i) => `slide_${s}_image_${i}`));
const seededHeroSrc = (key: string) => heroSeed.find((row) => row.content_key === key)?.content_value;
const defaultHeroSrcs = [1, 2, 3].flatMap((s) => [1, 2, 3].map((i) => `/images/hero/slide-${s}-${i}.svg`));
const vendors = [
  { name: "Badger", key: "badger_logo", file: "badger" },
  { name: "Richardson", key: "richardson_logo", file: "richardson" },
  { name: "Pacific", key: "pacific_logo", file: "pacific" },
  { name: "Champion", key: "champion_logo", file: "champion" },
  { name: "A4", key: "a4_logo", file: "a4" },
  { name: "Port & Co", key: "port_co_logo", file: "port-co" },
];

const hero = (page: Page) => page.getByRole("region", { name: "Featured collections" });
const heroImages = (page: Page) => hero(page).locator("img");
/** Only the showing slide is exposed to assistive technology; the others are aria-hidden. */
const slide = (page: Page, n: number) => hero(page).getByRole("group", { name: new RegExp(`^${n} of 3`) });

async function expectActiveSlide(page: Page, n: number) {
  for (const dot of [1, 2, 3]) {
    const button = hero(page).getByRole("button", { name: `Go to slide ${dot}` });
    if (dot === n) await expect(button).toHaveAttribute("aria-current", "true");
    else await expect(button).not.toHaveAttribute("aria-current");
  }
  await expect(slide(page, n)).toBeVisible();
  await expect(hero(page).getByRole("group")).toHaveCount(1);
}

async function openHome(page: Page, size = { width: 1280, height: 800 }) {
  await page.setViewportSize(size);
  await page.goto("/");
  await expect(heroImages(page)).toHaveCount(9);
}

/**
 * Arrives at the home page from another page, as a shopper clicking the logo does. The first page
 * loaded carries its content inside its HTML; a page reached in the app asks the server for it, and
 * that call is what these tests watch or break.
 */
async function openHomeInApp(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  await page.getByRole("banner").getByRole("link", { name: "Clanton Sports Apparel", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(heroImages(page)).toHaveCount(9);
}

const srcs = (page: Page) =>
  heroImages(page).evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));

test.describe("home hero", () => {
  test("shows the nine pictures from website content, all loaded, in slide order", async ({ page }) => {
    await openHome(page);
    expect(await srcs(page)).toEqual(heroKeys.map(seededHeroSrc));
    await expect
      .poll(() =>
        heroImages(page).evaluateAll((imgs) =>
          imgs.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    for (const img of await slide(page, 1).getByRole("img").all()) {
      expect(await img.getAttribute("alt")).toBeTruthy();
    }
    await expect(hero(page)).toHaveAttribute("aria-roledescription", "carousel");
  });

  test("uses a picture the admin changed in website content", async ({ page }) => {
    // The admin points slide 1's middle picture at another image; the page must follow the content.
    await page.route("**/trpc/content.list**", async (route) => {
      const response = await route.fetch();
      const body = JSON.stringify(await response.json()).replace(
        '"content_key":"slide_1_image_2","content_value":"/images/hero/slide-1-2.svg"',
        '"content_key":"slide_1_image_2","content_value":"/images/hero/slide-3-3.svg"',
      );
      await route.fulfill({ response, body });
    });
    await openHomeInApp(page);
    expect((await srcs(page))[1]).toBe("/images/hero/slide-3-3.svg");
    expect((await srcs(page))[0]).toBe("/images/hero/slide-1-1.svg");
  });

  test("a first visit gets the content inside the page and asks for the first picture at once", async ({
    page,
  }) => {
    const contentCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/trpc/content.list")) contentCalls.push(request.url());
    });
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero/slide-1-2.svg"');
    expect(html).toContain('id="initial-data"');
    await expect(heroImages(page)).toHaveCount(9);
    await expect(page.getByRole("img", { name: "Badger logo" })).toBeVisible();
    expect(contentCalls, "the content came with the page").toEqual([]);
  });

  test("390 px wide: one picture per slide, 40% of the viewport tall", async ({ page }) => {
    await openHome(page, { width: 390, height: 844 });
    const visible = slide(page, 1).locator("img:visible");
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute("src", "/images/hero/slide-1-2.svg");
    const box = await hero(page).boundingBox();
    expect(box?.height).toBeCloseTo(844 * 0.4, 0);
    expect(box?.width).toBeCloseTo(390, 0);
  });

  test("1280 px wide: three pictures side by side, half the viewport tall", async ({ page }) => {
    await openHome(page, { width: 1280, height: 800 });
    const visible = slide(page, 1).locator("img:visible");
    await expect(visible).toHaveCount(3);
    const boxes = await Promise.all((await visible.all()).map((img) => img.boundingBox()));
    const [left, middle, right] = boxes;
    if (!left || !middle || !right) throw new Error("a hero picture has no box");
    expect(middle.y).toBeCloseTo(left.y, 0);
    expect(right.y).toBeCloseTo(left.y, 0);
    expect(middle.x).toBeGreaterThan(left.x + left.width - 1);
    expect(right.x).toBeGreaterThan(middle.x + middle.width - 1);
    const box = await hero(page).boundingBox();
    expect(box?.height).toBeCloseTo(800 * 0.5, 0);
    expect(left.height).toBeCloseTo(800 * 0.5, 0);
  });

  test("previous and next arrows step through the slides and wrap around", async ({ page }) => {
    await openHome(page);
    await expectActiveSlide(page, 1);
    await hero(page).getByRole("button", { name: "Previous slide" }).click();
    await expectActiveSlide(page, 3);
    await hero(page).getByRole("button", { name: "Next slide" }).click();
    await expectActiveSlide(page, 1);
    await hero(page).getByRole("button", { name: "Next slide" }).click();
    await expectActiveSlide(page, 2);
    await hero(page).getByRole("button", { name: "Previous slide" }).click();
    await expectActiveSlide(page, 1);
  });

  test("dots jump straight to a slide", async ({ page }) => {
    await openHome(page);
    await hero(page).getByRole("button", { name: "Go to slide 3" }).click();
    await expectActiveSlide(page, 3);
    await expect(slide(page, 3).locator("img:visible").nth(1)).toHaveAttribute(
      "src",
      "/images/hero/slide-3-2.svg",
    );
    await hero(page).getByRole("button", { name: "Go to slide 2" }).click();
    await expectActiveSlide(page, 2);
  });

  test("works from the keyboard with a visible focus ring", async ({ page }) => {
    await openHome(page);
    const next = hero(page).getByRole("button", { name: "Next slide" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expectActiveSlide(page, 2);
    await page.keyboard.press("Space");
    await expectActiveSlide(page, 3);
    await page.keyboard.press("ArrowRight");
    await expectActiveSlide(page, 1);
    await page.keyboard.press("ArrowLeft");
    await expectActiveSlide(page, 3);
    await page.keyboard.press("Shift+Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveAccessibleName("Previous slide");
    await expect(focused).toHaveCSS("outline-style", "solid");
  });

  test("moves on by itself after 8 seconds with a 1 second fade", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await expectActiveSlide(page, 1);
    // Freeze the clock a moment after the slideshow started, then move time by hand.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.clock.runFor(6000);
    await expectActiveSlide(page, 1);
    await page.clock.runFor(2000);
    await expectActiveSlide(page, 2);
    await expect(slide(page, 2)).toHaveCSS("transition-duration", /^1s/);
    await page.clock.runFor(8000);
    await expectActiveSlide(page, 3);
    await page.clock.runFor(8000);
    await expectActiveSlide(page, 1);
  });

  test("holds still while the shopper points at it or prefers reduced motion", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await hero(page).hover();
    // The pause has taken effect once slide changes are announced (only while paused).
    await expect(hero(page).locator("[aria-live]").first()).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(20_000);
    await expectActiveSlide(page, 1);
    await page.mouse.move(640, 790);
    await expect(hero(page).locator("[aria-live]").first()).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(8000);
    await expectActiveSlide(page, 2);

    await page.emulateMedia({ reducedMotion: "reduce" });
    // The setting has taken effect once the slideshow offers to play again.
    await expect(hero(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(20_000);
    await expectActiveSlide(page, 2);
    await expect(slide(page, 2)).toHaveCSS("transition-duration", "0s");
  });

  test("the pause button stops and restarts the slideshow", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await hero(page).getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(640, 790);
    await page.clock.runFor(20_000);
    await expectActiveSlide(page, 1);
    await hero(page).getByRole("button", { name: "Play slideshow" }).click();
    // Clicking elsewhere takes the pointer and the focus off the slideshow.
    await page.getByRole("heading", { name: "Brands We Carry" }).click();
    await page.clock.runFor(8000);
    await expectActiveSlide(page, 2);
  });
});

test.describe("home vendors", () => {
  test("shows the six brands by name with their logos", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const section = page.getByRole("region", { name: "Brands We Carry" });
      for (const vendor of vendors) {
        await expect(section.getByText(vendor.name, { exact: true })).toBeVisible();
        const seeded = vendorSeed.find((row) => row.content_key === vendor.key)?.content_value;
        await expect(section.getByRole("img", { name: `${vendor.name} logo` })).toHaveAttribute(
          "src",
          seeded ?? "",
        );
      }
    }
  });

  test("logos stay legible in dark mode by being inverted", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    const logo = page.getByRole("img", { name: "Badger logo" });
    await expect(logo).toHaveCSS("filter", /invert\(1\)/);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(page.getByRole("img", { name: "Badger logo" })).not.toHaveCSS("filter", /invert/);
  });
});

test.describe("home sections", () => {
  test("category tiles, team packages and custom artwork lead to their pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Clanton Sports Apparel/);
    // The tile's name is what it shows: the category, then its line (the name contains the label).
    const hoodies = page.getByRole("link", { name: /^Hoodies\b/ });
    await expect(hoodies).toHaveAccessibleName(/^Hoodies From Champion staples/);
    await hoodies.click();
    await expect(page).toHaveURL(/\/shop\?category=hoodies$/);
    await page.goBack();
    await expect(page.getByRole("link", { name: "View Team Packages" })).toHaveAttribute(
      "href",
      "/team-packages",
    );
    await expect(page.getByRole("link", { name: "Football" }).first()).toHaveAttribute(
      "href",
      "/team-packages/football",
    );
    await expect(page.getByRole("link", { name: "Request Custom Artwork" })).toHaveAttribute(
      "href",
      "/custom-artwork",
    );
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`has no accessibility violations in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openHome(page);
      await expect(page.getByRole("img", { name: "A4 logo" })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include("main")
        .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
        [],
      );
    });
  }
});

// The browser logs the failed call itself; only that line is expected (see fixtures.ts).
const failingContent = test.extend({ expectedFailedRequests: ["/trpc/content.list"] });

failingContent("falls back to the built-in pictures when content cannot be fetched", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.route("**/trpc/content.list**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
  );
  await openHomeInApp(page);
  expect(await srcs(page)).toEqual(defaultHeroSrcs);
  for (const vendor of vendors) {
    await expect(page.getByRole("img", { name: `${vendor.name} logo` })).toHaveAttribute(
      "src",
      `/images/vendors/${vendor.file}.svg`,
    );
  }
  await expect(hero(page).getByRole("button", { name: "Next slide" })).toBeVisible();
  expect(warnings.some((w) => w.includes("showing the built-in images"))).toBe(true);
});
