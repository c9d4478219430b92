import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// The store's filing (spec §3): a soccer-named and a track-named design sit in softball.
const SOFTBALL = ["Diamond Fury", "Rise Up Softball", "Strikeforce Soccer", "Fast Track Relay"];
const SOCCER = ["Pitch Perfect", "Golden Goal", "Midfield Maestro"];
const TRACK = ["Finish Line", "Personal Best"];
const SPECS = [
  "Format: Vector SVG/AI/EPS",
  "Resolution: High",
  "Colors: Customizable",
  "Usage: Commercial License",
];

const results = (page: Page) => page.getByRole("region", { name: "Designs" });
const cards = (page: Page) => results(page).getByRole("article");
const card = (page: Page, name: string) => results(page).getByRole("article", { name, exact: true });
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search designs" });
const categorySelect = (page: Page) => page.getByRole("combobox", { name: "Category" });

const expectCategory = (page: Page, label: string) =>
  expect(categorySelect(page).locator("option:checked")).toHaveText(label);

async function chooseCategory(page: Page, label: string) {
  await categorySelect(page).selectOption({ label });
  await expectCategory(page, label);
}

async function openList(page: Page, query = "") {
  await page.goto(`/stock-designs${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Stock Designs" })).toBeVisible();
}

test.describe("the list", () => {
  test("shows the 21 built-in designs, each with its own artwork", async ({ page, request }) => {
    await openList(page);
    await expect(page.getByRole("status").filter({ hasText: "Showing 21 designs" })).toBeVisible();
    await expect(cards(page)).toHaveCount(21);

    const images = cards(page).getByRole("img");
    await expect(images).toHaveCount(21);
    const sources = await images.evaluateAll((list) => list.map((img) => img.getAttribute("src") ?? ""));
    expect(new Set(sources).size).toBe(21);
    for (const src of sources) {
      const response = await request.get(src);
      expect(response.ok(), src).toBe(true);
      expect(response.headers()["content-type"]).toContain("image/svg+xml");
    }

    // Every picture keeps its place while loading; only the first row is fetched at once.
    const loading = await images.evaluateAll((list) =>
      list.map((img) => [img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("loading")]),
    );
    loading.forEach(([width, height, mode], index) => {
      expect(width && height, `image ${index} has a size`).toBeTruthy();
      expect(mode).toBe(index < 3 ? "eager" : "lazy");
    });
  });

  test("a card shows category, name, description, at most three tags and View Details", async ({ page }) => {
    await openList(page);
    const fury = card(page, "Diamond Fury");
    await expect(fury.getByText("Softball", { exact: true })).toBeVisible();
    await expect(fury.getByRole("heading", { level: 3, name: "Diamond Fury" })).toBeVisible();
    await expect(fury).toContainText(
      "Bold diagonal slash with flame accents for fastpitch teams that play with fire.",
    );
    await expect(fury.getByRole("img", { name: "Diamond Fury design mock-up" })).toBeVisible();
    // Four tags in the catalogue, the first three on the card.
    await expect(fury.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "flames",
      "diagonal",
      "fastpitch",
    ]);
    const details = fury.getByRole("link", { name: /^View Details/ });
    await expect(details).toHaveAttribute("href", "/stock-designs/design-1");

    const tagCounts = await cards(page).evaluateAll((list) =>
      list.map((article) => article.querySelectorAll('ul[aria-label="Tags"] li').length),
    );
    expect(tagCounts).toHaveLength(21);
    for (const count of tagCounts) expect(count).toBeGreaterThan(0);
    for (const count of tagCounts) expect(count).toBeLessThanOrEqual(3);

    await details.click();
    await expect(page).toHaveURL(/\/stock-designs\/design-1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Diamond Fury" })).toBeVisible();
  });

  test("the category select filters by the store's filing, with All Designs first", async ({ page }) => {
    await openList(page);
    await expectCategory(page, "All Designs");
    await expect(categorySelect(page).getByRole("option")).toHaveText([
      "All Designs",
      "Softball",
      "Football",
      "Basketball",
      "Baseball",
      "Soccer",
      "Track & Field",
    ]);

    await chooseCategory(page, "Softball");
    await expect(page.getByText("Showing 4 designs")).toBeVisible();
    expect(await cardNames(page)).toEqual(SOFTBALL);
    await expect(page).toHaveURL(/category=softball/);
    const badges = await cards(page).evaluateAll((list) =>
      list.map((article) => article.querySelector(".mantine-Badge-root")?.textContent ?? ""),
    );
    expect(badges).toEqual(["Softball", "Softball", "Softball", "Softball"]);

    await chooseCategory(page, "Soccer");
    await expect(page.getByText("Showing 3 designs")).toBeVisible();
    expect(await cardNames(page)).toEqual(SOCCER);

    await chooseCategory(page, "Track & Field");
    await expect(page.getByText("Showing 2 designs")).toBeVisible();
    expect(await cardNames(page)).toEqual(TRACK);

    await chooseCategory(page, "All Designs");
    await expect(page.getByText("Showing 21 designs")).toBeVisible();
    await expect(page).not.toHaveURL(/category=/);
  });

  test("search matches name, description or any tag, ignoring case", async ({ page }) => {
    await openList(page);
    // A tag only ("tailsweep"), typed in capitals.
    await searchBox(page).fill("TAILSWEEP");
    await expect(page.getByText("Showing 1 design", { exact: true })).toBeVisible();
    expect(await cardNames(page)).toEqual(["Home Run Heritage"]);
    // The fourth tag is not on the card, but it still matches.
    await searchBox(page).fill("tournament");
    expect(await cardNames(page)).toEqual(["Seventh Inning Stars"]);
    // A description word.
    await searchBox(page).fill("european");
    expect(await cardNames(page)).toEqual(["Pitch Perfect"]);
    // A name.
    await searchBox(page).fill("golden goal");
    expect(await cardNames(page)).toEqual(["Golden Goal"]);

    await searchBox(page).fill("vintage");
    await expect(page.getByText("Showing 2 designs")).toBeVisible();
    expect(await cardNames(page)).toEqual(["Gridiron Grit", "Hardwood Classic"]);
    await chooseCategory(page, "Basketball");
    await expect(page.getByText("Showing 1 design", { exact: true })).toBeVisible();
    expect(await cardNames(page)).toEqual(["Hardwood Classic"]);
    await expect(page).toHaveURL(/q=vintage/);
  });

  test("nothing matching shows 'No designs found' and Clear filters brings every design back", async ({
    page,
  }) => {
    await openList(page, "?category=track&q=flames");
    await expect(searchBox(page)).toHaveValue("flames");
    await expectCategory(page, "Track & Field");
    await expect(page.getByText("Showing 0 designs")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No designs found" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByText("Showing 21 designs")).toBeVisible();
    await expect(searchBox(page)).toHaveValue("");
    await expectCategory(page, "All Designs");
    await expect(page.getByText("No designs found")).toHaveCount(0);
  });

  test("a shared link keeps its filters, and nonsense in it is ignored", async ({ page }) => {
    await openList(page, "?category=softball&q=flames");
    expect(await cardNames(page)).toEqual(["Diamond Fury"]);
    await openList(page, "?category=hockey");
    await expect(page.getByText("Showing 21 designs")).toBeVisible();
    await expectCategory(page, "All Designs");
  });

  test("Request Custom Design opens the artwork request", async ({ page }) => {
    await openList(page);
    await page.getByRole("link", { name: "Request Custom Design" }).click();
    await expect(page).toHaveURL(/\/custom-artwork$/);
  });
});

test.describe("a design's page", () => {
  test("shows the design's picture, category, name, description, tags and the fixed specs", async ({
    page,
  }) => {
    await page.goto("/stock-designs/design-3");
    await expect(page.getByRole("heading", { level: 1, name: "Strikeforce Soccer" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText("Softball", { exact: true }).first()).toBeVisible();
    await expect(main).toContainText(
      "Angular chevrons and a shield crest, first drawn for soccer and now a softball favorite.",
    );
    await expect(main.getByRole("list", { name: "Tags" }).first().getByRole("listitem")).toHaveText([
      "chevron",
      "crest",
      "angular",
      "modern",
    ]);
    const picture = main.getByRole("img", { name: "Strikeforce Soccer design mock-up" }).first();
    await expect(picture).toHaveAttribute("src", "/images/designs/design-3.svg");
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect(picture).toHaveJSProperty("complete", true);

    const specs = main.locator("dl > div");
    await expect(specs).toHaveText(SPECS);
    await expect(main.getByRole("link", { name: "Download Design" })).toHaveAttribute(
      "download",
      "strikeforce-soccer-design-3.svg",
    );
    await expect(main.getByRole("link", { name: "Use This Design" })).toBeVisible();

    await main.getByRole("link", { name: "Back to Stock Designs" }).click();
    await expect(page).toHaveURL(/\/stock-designs$/);
    await expect(page.getByText("Showing 21 designs")).toBeVisible();
  });

  test("Download Design saves the design's SVG under a name that says which design it is", async ({
    page,
  }) => {
    await page.goto("/stock-designs/design-1");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download Design" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("diamond-fury-design-1.svg");
    const file = await download.path();
    const text = await readFile(file, "utf8");
    expect(text.trimStart()).toMatch(/^<(svg|\?xml)/);
    const parsed = await page.evaluate((svg) => {
      const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
      return { error: doc.querySelector("parsererror") !== null, root: doc.documentElement.nodeName };
    }, text);
    expect(parsed).toEqual({ error: false, root: "svg" });
    // Still on the design's page: the file was saved, not opened.
    await expect(page).toHaveURL(/\/stock-designs\/design-1$/);
  });

  test.describe("when the file cannot be fetched", () => {
    test.use({ expectedFailedRequests: ["/images/designs/design-2.svg"] });

    test("Download Design opens the file in a new tab instead", async ({ page, context }) => {
      await page.goto("/stock-designs/design-2");
      await expect(page.getByRole("heading", { level: 1, name: "Rise Up Softball" })).toBeVisible();
      // Only the download's fetch fails; the picture and the new tab load normally.
      await page.route("**/images/designs/design-2.svg", (route) =>
        route.request().resourceType() === "fetch" ? route.abort() : route.continue(),
      );
      const [tab] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: "Download Design" }).click(),
      ]);
      await tab.waitForLoadState();
      expect(tab.url()).toMatch(/\/images\/designs\/design-2\.svg$/);
      await tab.close();
    });
  });

  test("Use This Design opens the quote request with the design named", async ({ page }) => {
    await page.goto("/stock-designs/design-7");
    await page.getByRole("link", { name: "Use This Design" }).click();
    await expect(page).toHaveURL(/\/team-packages\/quote\?design=design-7$/);
    await expect(page.getByRole("note", { name: "Your design" })).toContainText("design-7");
  });

  test("Request Customization leads to the contact page", async ({ page }) => {
    await page.goto("/stock-designs/design-7");
    const link = page.getByRole("link", { name: "Request Customization" });
    await expect(link).toHaveAttribute("href", "/contact");
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("More Designs lists the other designs of the same category", async ({ page }) => {
    await page.goto("/stock-designs/design-3");
    const more = page.getByRole("region", { name: "More Designs" });
    await expect(more.getByRole("heading", { level: 2, name: "More Designs" })).toBeVisible();
    expect(await more.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      SOFTBALL.filter((name) => name !== "Strikeforce Soccer"),
    );

    await more
      .getByRole("article", { name: "Fast Track Relay" })
      .getByRole("link", { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(/\/stock-designs\/design-4$/);
    await expect(page.getByRole("heading", { level: 1, name: "Fast Track Relay" })).toBeVisible();
    expect(await more.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      SOFTBALL.filter((name) => name !== "Fast Track Relay"),
    );

    await page.goto("/stock-designs/design-21");
    expect(await more.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Finish Line"]);
  });

  test("says 'Loading design details...' until the picture has arrived", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/images/designs/design-5.svg", async (route) => {
      await held;
      await route.continue();
    });
    // The held picture is in the drawn page, so its load event waits for it: wait for the HTML only.
    await page.goto("/stock-designs/design-5", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1, name: "Friday Night Lights" })).toBeVisible();
    await expect(page.getByText("Loading design details...")).toBeVisible();
    release();
    await expect(page.getByText("Loading design details...")).toHaveCount(0);
  });

  test("says 'Loading design details...' while the page itself is slow to arrive", async ({ page }) => {
    await openList(page);
    // From here on every script chunk takes a while, as on a slow phone connection.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_800));
      await route.continue();
    });
    await card(page, "Golden Goal")
      .getByRole("link", { name: /^View Details/ })
      .click();
    // The route's pending screen, not the picture's: the design's heading is not drawn yet.
    await expect(page.getByText("Loading design details...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Golden Goal" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Golden Goal" })).toBeVisible({
      timeout: 10_000,
    });
  });

  test("an unknown id goes back to the list", async ({ page }) => {
    await page.goto("/stock-designs/design-99");
    await expect(page).toHaveURL(/\/stock-designs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Stock Designs" })).toBeVisible();
    await expect(page.getByText("Showing 21 designs")).toBeVisible();
  });
});

test.describe("accessibility", () => {
  // axe on a page of 21 cards takes a while on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const scheme of colorSchemes) {
    for (const width of [1280, 390]) {
      test(`the list, full and empty, has no serious problems (${scheme}, ${width} px)`, async ({ page }) => {
        await useScheme(page, scheme);
        await page.setViewportSize({ width, height: 900 });
        await openList(page);
        await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
        await expect(cards(page)).toHaveCount(21);
        await expectNoSeriousViolations(page, `/stock-designs in ${scheme} at ${width}px`);

        await openList(page, "?q=zzz");
        await expect(page.getByText("No designs found")).toBeVisible();
        await expectNoSeriousViolations(page, `empty /stock-designs in ${scheme} at ${width}px`);
      });

      test(`a design's page has no serious problems (${scheme}, ${width} px)`, async ({ page }) => {
        await useScheme(page, scheme);
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/stock-designs/design-13");
        await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
        await expect(page.getByRole("heading", { level: 1, name: "Home Run Heritage" })).toBeVisible();
        await expect(page.getByText("Loading design details...")).toHaveCount(0);
        await expectNoSeriousViolations(page, `/stock-designs/design-13 in ${scheme} at ${width}px`);
      });
    }
  }
});
