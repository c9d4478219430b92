import type { Locator, Page } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// What each guide must show, written out here (not imported from the web app) so a wrong
// column or measurement fails the test.
interface GuideSpec {
  sport: string;
  label: string;
  charts: { title: string; headers: string[]; rows: string[][] }[];
  measure: string[];
}

const guides: GuideSpec[] = [
  {
    sport: "baseball",
    label: "Baseball",
    charts: [
      {
        title: "Jerseys",
        headers: ["Size", "Chest", "Length"],
        rows: [
          ["Youth XS", "24-26", "19-20"],
          ["Adult XL", "46-48", "31-32"],
        ],
      },
      {
        title: "Pants",
        headers: ["Size", "Waist", "Inseam"],
        rows: [
          ["Youth M", "24-26", "22-23"],
          ["Adult L", "36-38", "31-32"],
        ],
      },
    ],
    measure: ["Chest", "Waist", "Inseam", "Length"],
  },
  {
    sport: "fastpitch",
    label: "Fastpitch",
    charts: [
      {
        title: "Jerseys",
        headers: ["Size", "Bust/Chest", "Length"],
        rows: [
          ["Youth S", "26-28", "21-22"],
          ["Adult M", "35-37", "26-27"],
        ],
      },
      {
        title: "Pants",
        headers: ["Size", "Waist", "Inseam"],
        rows: [
          ["Youth XL", "26-28", "27-28"],
          ["Adult XXL", "38-40", "31-32"],
        ],
      },
    ],
    measure: ["Bust/Chest", "Waist", "Inseam", "Length"],
  },
  {
    sport: "basketball",
    label: "Basketball",
    charts: [
      {
        title: "Jerseys",
        headers: ["Size", "Chest", "Length"],
        rows: [
          ["Youth L", "30-32", "27-28"],
          ["Adult S", "34-36", "29-30"],
        ],
      },
      {
        title: "Shorts",
        headers: ["Size", "Waist", "Inseam"],
        rows: [
          ["Youth XS", "20-22", "6-7"],
          ["Adult XL", "40-42", "10-11"],
        ],
      },
    ],
    measure: ["Chest", "Waist", "Inseam", "Length"],
  },
  {
    sport: "football",
    label: "Football",
    charts: [
      {
        title: "Jerseys",
        headers: ["Size", "Chest", "Length"],
        rows: [
          ["Youth XS", "26-28", "21-22"],
          ["Adult 3XL", "56-58", "34-35"],
        ],
      },
      {
        title: "Pants",
        headers: ["Size", "Waist", "Inseam"],
        rows: [
          ["Youth S", "22-24", "11-12"],
          ["Adult M", "32-34", "16-17"],
        ],
      },
    ],
    measure: ["Chest", "Waist", "Inseam", "Length", "Head"],
  },
];

const helmetRows = [
  ["Youth Small", "19.5-20.5 in", "6-9 years"],
  ["Youth Medium", "20.5-21.5 in", "9-11 years"],
  ["Youth Large", "21.5-22.5 in", "11-14 years"],
  ["Adult Medium", "22.5-23.5 in", "14-16 years"],
  ["Adult Large", "23.5-24.5 in", "16 years and up"],
  ["Adult XL", "24.5-25.5 in", "16 years and up"],
];

const youthAndAdultSizes = [
  "Youth XS",
  "Youth S",
  "Youth M",
  "Youth L",
  "Youth XL",
  "Adult S",
  "Adult M",
  "Adult L",
  "Adult XL",
  "Adult XXL",
  "Adult 3XL",
];

const main = (page: Page) => page.getByRole("main");
const chart = (page: Page, title: string) => page.getByRole("table", { name: title, exact: true });

/** The cells of the table row headed by `size`, header cell first. */
const rowCells = (table: Locator, size: string) =>
  table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name: size, exact: true }) });

async function expectRow(table: Locator, cells: string[]) {
  const [size = ""] = cells;
  await expect(rowCells(table, size).locator("th, td")).toHaveText(cells);
}

test.describe("sizing guides", () => {
  for (const guide of guides) {
    test(`${guide.label}: charts, how to measure, fit lists and the way to an expert`, async ({ page }) => {
      await page.goto(`/sizing-info/${guide.sport}`);
      await expect(
        page.getByRole("heading", { level: 1, name: `Sizing Guide: ${guide.label}` }),
      ).toBeVisible();
      await expect(main(page).getByRole("link", { name: "Back to Team Packages" })).toHaveAttribute(
        "href",
        "/team-packages",
      );

      for (const { title, headers, rows } of guide.charts) {
        const table = chart(page, title);
        await expect(table).toBeVisible();
        await expect(table.getByRole("columnheader")).toHaveText(headers);
        // Youth XS-XL, then adult S-3XL, each a row header.
        await expect(table.getByRole("rowheader")).toHaveText(youthAndAdultSizes);
        for (const cells of rows) await expectRow(table, cells);
      }
      await expect(page.getByText(/All measurements in inches/).first()).toBeVisible();

      const measure = page.getByRole("region", { name: "How to Measure" });
      await expect(measure.getByRole("heading", { level: 3 })).toHaveText(guide.measure);

      const features = page.getByRole("region", { name: `${guide.label} Fit and Features` });
      await expect(features.getByRole("heading", { level: 3 })).toHaveText(["Fit Tips", "Uniform Features"]);
      expect(await features.getByRole("listitem").count()).toBeGreaterThanOrEqual(6);

      const experts = main(page).getByRole("link", { name: "Contact Our Sizing Experts" });
      await expect(experts).toHaveAttribute("href", "/contact");
      await expect(
        main(page).getByRole("link", { name: `View ${guide.label} Team Packages` }),
      ).toHaveAttribute("href", `/team-packages/${guide.sport}`);

      const hasHelmets = guide.sport === "football";
      await expect(chart(page, "Helmets")).toHaveCount(hasHelmets ? 1 : 0);
      await expect(page.getByRole("region", { name: "Safety First" })).toHaveCount(hasHelmets ? 1 : 0);
    });
  }

  test("football adds the helmet table and a safety section", async ({ page }) => {
    await page.goto("/sizing-info/football");
    const helmets = chart(page, "Helmets");
    await expect(helmets.getByRole("columnheader")).toHaveText([
      "Size",
      "Head Circumference",
      "Typical Age Range",
    ]);
    await expect(helmets.getByRole("row")).toHaveCount(helmetRows.length + 1);
    for (const cells of helmetRows) await expectRow(helmets, cells);

    const safety = page.getByRole("region", { name: "Safety First" });
    await expect(safety.getByRole("heading", { level: 2 })).toHaveText("Safety First");
    expect(await safety.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    await expect(safety).toContainText("chin strap");
  });

  test("'Contact Our Sizing Experts' leads to the contact page", async ({ page }) => {
    await page.goto("/sizing-info/basketball");
    await main(page).getByRole("link", { name: "Contact Our Sizing Experts" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the back link returns to the team packages hub", async ({ page }) => {
    await page.goto("/sizing-info/fastpitch");
    await main(page).getByRole("link", { name: "Back to Team Packages" }).click();
    await expect(page).toHaveURL(/\/team-packages$/);
  });

  test("a sport without a guide is a missing page", async ({ page }) => {
    await page.goto("/sizing-info/soccer");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});

test.describe("tables on a phone", () => {
  /** How far the page and each table's scroll box reach past their own width. */
  async function overflow(page: Page) {
    return page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      boxes: [...document.querySelectorAll("table")].map((table) => {
        const box = table.parentElement?.parentElement;
        if (!box) throw new Error("a table without its scroll box");
        const rect = box.getBoundingClientRect();
        return {
          overflowX: getComputedStyle(box).overflowX,
          right: rect.right,
          scrolls: box.scrollWidth > box.clientWidth,
          focusable: box.tabIndex === 0,
        };
      }),
    }));
  }

  test("at 390 px every table fits its scroll box and the page never scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { sport } of guides) {
      await page.goto(`/sizing-info/${sport}`);
      await expect(page.getByRole("table").first()).toBeVisible();
      const found = await overflow(page);
      expect(found.page, sport).toBeLessThanOrEqual(0);
      for (const box of found.boxes) {
        expect(box.overflowX, sport).toBe("auto");
        expect(box.right, sport).toBeLessThanOrEqual(390);
        expect(box.focusable, sport).toBe(true);
      }
    }
    // Readable: the helmet table's cells keep a sensible size instead of squeezing.
    const cell = await chart(page, "Helmets")
      .getByRole("cell", { name: "16 years and up" })
      .first()
      .boundingBox();
    expect(cell?.width ?? 0).toBeGreaterThan(60);
  });

  test("on a narrower screen the tables scroll inside their box, not the page", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/sizing-info/football");
    await expect(page.getByRole("table").first()).toBeVisible();
    const found = await overflow(page);
    expect(found.page).toBeLessThanOrEqual(0);
    expect(found.boxes.some((box) => box.scrolls)).toBe(true);
    for (const box of found.boxes) expect(box.right).toBeLessThanOrEqual(320);

    // A keyboard user can reach the scroll box and move it sideways.
    const scroller = page.getByRole("region", { name: "Helmets" });
    await scroller.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("accessibility", () => {
  for (const scheme of colorSchemes) {
    test(`every sizing guide in ${scheme}`, async ({ page }) => {
      test.setTimeout(60_000);
      await useScheme(page, scheme);
      for (const { sport } of guides) {
        await page.goto(`/sizing-info/${sport}`);
        await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
        await expect(page.getByRole("table").first()).toBeVisible();
        await expectNoSeriousViolations(page, `/sizing-info/${sport} in ${scheme}`);
      }
    });

    test(`the football guide at 390 px in ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await useScheme(page, scheme);
      await page.goto("/sizing-info/football");
      await expect(page.getByRole("table").first()).toBeVisible();
      await expectNoSeriousViolations(page, `/sizing-info/football at 390 px in ${scheme}`);
    });
  }
});
