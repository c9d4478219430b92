import type { Locator, Page } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// The spec's §9 numbers, written out here on purpose (not imported from the web app's catalogue),
// so a wrong price in the app fails this test.
interface SportSpec {
  sport: string;
  label: string;
  packages: [name: string, price: string][];
  popular: string;
  items: [name: string, price: string][];
  delivery: string;
  /** Headings of the sport's own sections, and text each must show. */
  extras: { heading: string; shows: string[] }[];
}

const sports: SportSpec[] = [
  {
    sport: "baseball",
    label: "Baseball",
    packages: [
      ["Starter", "$899"],
      ["Pro", "$1,499"],
      ["Championship", "$2,299"],
    ],
    popular: "Pro",
    items: [
      ["Jersey", "$45"],
      ["Pants", "$35"],
      ["Cap", "$25"],
      ["Batting Helmet", "$65"],
      ["Bag", "$55"],
      ["Warm-up Jacket", "$85"],
    ],
    delivery: "2-3 weeks",
    extras: [],
  },
  {
    sport: "basketball",
    label: "Basketball",
    packages: [
      ["Starter", "$749"],
      ["Pro", "$1,299"],
      ["Championship", "$1,999"],
    ],
    popular: "Pro",
    items: [
      ["Jersey", "$39"],
      ["Shorts", "$29"],
      ["Warm-up Jacket", "$65"],
      ["Warm-up Pants", "$45"],
      ["Shooting Shirt", "$35"],
      ["Bag", "$55"],
    ],
    delivery: "2-3 weeks",
    extras: [],
  },
  {
    sport: "cornhole",
    label: "Cornhole",
    packages: [
      ["Basic Tournament Set", "$299"],
      ["Pro", "$499"],
      ["Championship", "$799"],
    ],
    popular: "Pro",
    items: [
      ["Custom Graphics", "$75"],
      ["LED Kit", "$125"],
      ["Weather Coating", "$50"],
      ["Digital Scoreboard", "$199"],
      ["Premium Bags (Set of 8)", "$89"],
      ["Bracket System", "$149"],
    ],
    delivery: "2-3 weeks",
    extras: [
      {
        heading: "Cornhole Specifications",
        shows: ["48x24x4 in", "6 in", "9 in from the top", "6x6 in", "15-16 oz"],
      },
    ],
  },
  {
    sport: "fastpitch",
    label: "Fastpitch",
    packages: [
      ["Starter", "$849"],
      ["Pro", "$1,399"],
      ["Championship", "$2,199"],
    ],
    popular: "Pro",
    items: [
      ["Jersey", "$42"],
      ["Pants", "$38"],
      ["Cap", "$28"],
      ["Helmet", "$55"],
      ["Bag", "$65"],
      ["Jacket", "$75"],
    ],
    delivery: "2-3 weeks",
    extras: [{ heading: "Fastpitch Uniform Specifications", shows: ["Fabrics", "Decoration Methods"] }],
  },
  {
    sport: "football",
    label: "Football",
    packages: [
      ["Youth", "$1,299"],
      ["High School", "$2,499"],
      ["Championship", "$3,999"],
    ],
    popular: "High School",
    items: [
      ["Jersey", "$65"],
      ["Pants", "$55"],
      ["Helmet with Decals", "$185"],
      ["Shoulder Pads", "$125"],
      ["Bag", "$75"],
      ["Warm-up Suit", "$95"],
    ],
    delivery: "3-4 weeks",
    extras: [{ heading: "Football Uniform Specifications", shows: ["Fabrics", "Decoration Methods"] }],
  },
  {
    sport: "slowpitch",
    label: "Slowpitch",
    packages: [
      ["Recreational", "$699"],
      ["League", "$1,199"],
      ["Tournament", "$1,899"],
    ],
    popular: "League",
    items: [
      ["Jersey", "$38"],
      ["Pants", "$32"],
      ["Cap", "$24"],
      ["Helmet", "$48"],
      ["Bag", "$58"],
      ["Warm-up Shirt", "$42"],
    ],
    delivery: "2-3 weeks",
    extras: [
      { heading: "Comfort Features", shows: [] },
      { heading: "Team Unity", shows: [] },
    ],
  },
  {
    sport: "soccer",
    label: "Soccer",
    packages: [
      ["Youth", "$799"],
      ["Club", "$1,399"],
      ["Elite", "$2,299"],
    ],
    popular: "Club",
    items: [
      ["Jersey", "$42"],
      ["Shorts", "$28"],
      ["Socks", "$18"],
      ["Goalkeeper Kit", "$125"],
      ["Equipment Bag", "$65"],
      ["Bibs (Set of 10)", "$89"],
    ],
    delivery: "2-3 weeks",
    extras: [
      { heading: "Performance Features", shows: [] },
      { heading: "Take the Field", shows: [] },
    ],
  },
];

const startingPrices: Record<string, string> = {
  baseball: "$899",
  basketball: "$749",
  cornhole: "$299",
  fastpitch: "$849",
  football: "$1,299",
  slowpitch: "$699",
  soccer: "$799",
};

/** A link's target as path and search values, however the router encodes spaces. */
async function target(link: Locator) {
  const href = await link.getAttribute("href");
  if (!href) throw new Error("the link has no href");
  const url = new URL(href, "http://store.test");
  return { path: url.pathname, search: Object.fromEntries(url.searchParams) };
}

const packageCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const main = (page: Page) => page.getByRole("main");

test.describe("team packages hub", () => {
  test("tiles lead to the rush fees and every sport, each with its starting price", async ({ page }) => {
    await page.goto("/team-packages");
    await expect(page.getByRole("heading", { level: 1, name: "Team Packages" })).toBeVisible();

    const tiles = page.getByRole("region", { name: "Choose Your Sport" }).getByRole("link");
    await expect(tiles).toHaveCount(8);
    await expect(tiles.first()).toHaveAttribute("href", "/team-packages/rush-fees");
    await expect(tiles.first()).toContainText("Rush Fees");
    await expect(tiles.first()).toContainText("From $35");

    for (const [i, { sport, label }] of sports.entries()) {
      const tile = tiles.nth(i + 1);
      await expect(tile).toHaveAttribute("href", `/team-packages/${sport}`);
      await expect(tile.getByRole("heading", { level: 3 })).toHaveText(label);
      await expect(tile).toContainText(`From ${startingPrices[sport]}`);
    }

    await tiles.nth(5).click();
    await expect(page).toHaveURL(/\/team-packages\/football$/);
    await expect(page.getByRole("heading", { level: 1, name: "Football Team Packages" })).toBeVisible();
  });

  test("'Need Help Choosing?' leads to the contact page", async ({ page }) => {
    await page.goto("/team-packages");
    const help = page.getByRole("region", { name: "Need Help Choosing?" });
    await expect(help.getByRole("heading", { level: 2 })).toHaveText("Need Help Choosing?");
    await help.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("sport package pages", () => {
  for (const spec of sports) {
    test(`${spec.label}: prices, popular mark, add-ons, sections, delivery and buttons`, async ({ page }) => {
      await page.goto(`/team-packages/${spec.sport}`);
      await expect(
        page.getByRole("heading", { level: 1, name: `${spec.label} Team Packages` }),
      ).toBeVisible();
      await expect(main(page).getByRole("link", { name: "Back to Team Packages" })).toHaveAttribute(
        "href",
        "/team-packages",
      );

      // Three packages with their prices; only the popular one carries the mark.
      await expect(
        page.getByRole("region", { name: "Choose Your Package" }).getByRole("article"),
      ).toHaveCount(3);
      for (const [name, price] of spec.packages) {
        const card = packageCard(page, name);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
        await expect(card.getByText(price, { exact: true })).toBeVisible();
        if (name === spec.popular) await expect(card.getByText("Most Popular")).toBeVisible();
        else await expect(card.getByText("Most Popular")).toHaveCount(0);
        expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);

        const select = card.getByRole("link", { name: /^Select Package/ });
        await expect(select).toHaveText("Select Package");
        expect(await target(select)).toEqual({
          path: "/team-packages/quote",
          search: { sport: spec.sport, package: name },
        });
      }
      await expect(main(page).getByText("Most Popular", { exact: true })).toHaveCount(1);

      const additional = page.getByRole("region", { name: "Additional Items" });
      await expect(additional.getByRole("listitem")).toHaveCount(spec.items.length);
      for (const [name, price] of spec.items) {
        const row = additional.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });
        await expect(row).toHaveCount(1);
        await expect(row.getByText(price, { exact: true })).toBeVisible();
      }

      for (const extra of spec.extras) {
        const section = page.getByRole("region", { name: extra.heading });
        const heading = main(page).getByRole("heading", { name: extra.heading, exact: true });
        await expect(heading).toBeVisible();
        for (const text of extra.shows) {
          await expect(section.getByText(text, { exact: true }).first()).toBeVisible();
        }
      }

      const delivery = page.getByRole("region", { name: "Delivery Time" });
      await expect(delivery).toContainText(`Standard delivery: ${spec.delivery}`);
      await expect(delivery.getByRole("link", { name: "See Rush Fees" })).toHaveAttribute(
        "href",
        "/team-packages/rush-fees",
      );

      const quote = main(page).getByRole("link", { name: "Get Your Quote" });
      expect(await target(quote)).toEqual({ path: "/team-packages/quote", search: { sport: spec.sport } });
    });
  }

  test("soccer packages contain what the spec lists", async ({ page }) => {
    await page.goto("/team-packages/soccer");
    const contents: Record<string, string[]> = {
      Youth: ["15 jerseys, shorts and socks", "Team logo embroidery", "Delivery in 2-3 weeks"],
      Club: [
        "18 complete sets: jersey, shorts and socks",
        "Home and away kits",
        "Player names and numbers",
        "Team equipment bag",
        "Goalkeeper kit",
      ],
      Elite: [
        "22 complete sets: jersey, shorts and socks",
        "2 goalkeeper kits",
        "Fully sublimated designs",
        "Coach gear",
        "Player bags",
        "Training bibs",
      ],
    };
    for (const [name, lines] of Object.entries(contents)) {
      for (const line of lines) {
        await expect(packageCard(page, name).getByRole("listitem").filter({ hasText: line })).toHaveCount(1);
      }
    }
    const takeTheField = page.getByRole("region", { name: "Take the Field" });
    await expect(takeTheField.getByRole("link", { name: "Get Your Quote" })).toBeVisible();
  });

  test("cornhole specifications give the regulation board, hole and bag", async ({ page }) => {
    await page.goto("/team-packages/cornhole");
    const specs = page.getByRole("region", { name: "Cornhole Specifications" });
    await expect(specs.getByRole("heading", { level: 3 })).toHaveText(["Boards", "Hole", "Bags"]);
    // Each label and its value, as the term and definition of one pair.
    const pairs = await specs.locator("dl > div").allTextContents();
    for (const pair of [
      "Board size48x24x4 in",
      "Diameter6 in",
      "Position9 in from the top",
      "Bag size6x6 in",
      "Weight15-16 oz",
    ]) {
      expect(pairs).toContain(pair);
    }
  });

  test("football packages come in 20, 30 and 40 uniform sets", async ({ page }) => {
    await page.goto("/team-packages/football");
    for (const [name, sets] of [
      ["Youth", 20],
      ["High School", 30],
      ["Championship", 40],
    ] as const) {
      await expect(packageCard(page, name)).toContainText(`${sets} complete uniform sets`);
    }
  });

  test("slowpitch lists its comfort features and team unity points", async ({ page }) => {
    await page.goto("/team-packages/slowpitch");
    for (const heading of ["Comfort Features", "Team Unity"]) {
      const title = page.getByRole("heading", { level: 3, name: heading });
      await expect(title).toBeVisible();
      expect(await title.locator("..").getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    }
  });

  test("'Select Package' opens the quote request with the package filled in", async ({ page }) => {
    await page.goto("/team-packages/baseball");
    await packageCard(page, "Pro")
      .getByRole("link", { name: /^Select Package/ })
      .click();
    await expect(page).toHaveURL(/\/team-packages\/quote\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("sport")).toBe("baseball");
    expect(url.searchParams.get("package")).toBe("Pro");
    await expect(page.getByRole("heading", { level: 1, name: "Request a Team Quote" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Pro package/ })).toBeChecked();
  });

  test("'Get Your Quote' opens the quote request for the sport", async ({ page }) => {
    await page.goto("/team-packages/cornhole");
    await main(page).getByRole("link", { name: "Get Your Quote" }).click();
    await expect(page).toHaveURL(/\/team-packages\/quote\?sport=cornhole$/);
    await expect(page.getByRole("heading", { level: 1, name: "Request a Team Quote" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sport" }).locator("option:checked")).toHaveText(
      "Cornhole",
    );
  });

  test("the back link returns to the hub", async ({ page }) => {
    await page.goto("/team-packages/soccer");
    await main(page).getByRole("link", { name: "Back to Team Packages" }).click();
    await expect(page).toHaveURL(/\/team-packages$/);
    await expect(page.getByRole("heading", { level: 1, name: "Team Packages" })).toBeVisible();
  });

  test("an unknown sport is a missing page", async ({ page }) => {
    await page.goto("/team-packages/hockey");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("390 px wide: cards stack and nothing overflows sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/team-packages", "/team-packages/cornhole", "/team-packages/rush-fees"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    const cards = page.getByRole("article");
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  });
});

test.describe("rush fees", () => {
  const options: [timeframe: string, fee: string][] = [
    ["24-48 Hours", "$150"],
    ["3-5 Days", "$75"],
    ["1 Week", "$35"],
  ];

  test("three options with their fees, each opening the quote request with the option filled in", async ({
    page,
  }) => {
    await page.goto("/team-packages/rush-fees");
    await expect(page.getByRole("heading", { level: 1, name: "Rush Fees" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Back to Team Packages" })).toHaveAttribute(
      "href",
      "/team-packages",
    );
    await expect(main(page).getByRole("article")).toHaveCount(3);
    for (const [timeframe, fee] of options) {
      const card = packageCard(page, timeframe);
      await expect(card.getByText(fee, { exact: true })).toBeVisible();
      expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      const select = card.getByRole("link", { name: /^Select This Option/ });
      await expect(select).toHaveText("Select This Option");
      expect(await target(select)).toEqual({ path: "/team-packages/quote", search: { rush: timeframe } });
    }

    await packageCard(page, "24-48 Hours")
      .getByRole("link", { name: /^Select This Option/ })
      .click();
    await expect(page).toHaveURL(/\/team-packages\/quote\?/);
    expect(new URL(page.url()).searchParams.get("rush")).toBe("24-48 Hours");
    await expect(page.getByRole("radio", { name: /^24-48 Hours/ })).toBeChecked();
  });

  test("the information box states every rush rule", async ({ page }) => {
    await page.goto("/team-packages/rush-fees");
    const rules = page.getByRole("region", { name: "Important Rush Order Information" });
    await expect(rules.getByRole("listitem")).toHaveCount(5);
    for (const rule of [
      "Fee is added to product and shipping costs.",
      "Full payment upfront before production.",
      "Design approval within 2 hours of order.",
      "Limited customization.",
      "Non-refundable once production starts.",
    ]) {
      await expect(rules.getByText(rule, { exact: true })).toBeVisible();
    }
  });
});

test.describe("accessibility", () => {
  const pages = [
    "/team-packages",
    "/team-packages/rush-fees",
    ...sports.map(({ sport }) => `/team-packages/${sport}`),
  ];

  for (const scheme of colorSchemes) {
    test(`hub, rush fees and every sport page in ${scheme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await useScheme(page, scheme);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, `${path} in ${scheme}`);
      }
    });

    test(`a sport page at 390 px in ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await useScheme(page, scheme);
      await page.goto("/team-packages/football");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, `/team-packages/football at 390 px in ${scheme}`);
    });
  }
});
