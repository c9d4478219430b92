import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { main, packageCard, sports, startingPrices, target } from "./packages-helpers";

// The team packages hub, the rush fees page and the accessibility of every packages page. Each
// sport's own page is in packages-sports.spec.ts.

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
