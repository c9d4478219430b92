import { expect, test } from "./fixtures";
import { main, packageCard, sports, target } from "./packages-helpers";

// Each sport's package page: the spec's packages, prices and items, its own sections, and where
// its buttons lead.

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
