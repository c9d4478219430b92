import type { Page } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import {
  expectStoreHours,
  expectStoreMap,
  openAndRecordRequests,
  storeStreet,
  storeTown,
  thirdPartyRequests,
} from "./store-location";

const team = [
  { name: "Dale Whitfield", role: "Owner & Founder", image: "/images/team/dale-whitfield.svg" },
  { name: "Tasha Morgan", role: "Lead Designer", image: "/images/team/tasha-morgan.svg" },
  { name: "Marcus Bell", role: "Team Sales Manager", image: "/images/team/marcus-bell.svg" },
];
const values = ["Excellence", "Community", "Performance", "Passion"];

const main = (page: Page) => page.getByRole("main");
const section = (page: Page, name: string) => main(page).getByRole("region", { name });

async function openAbout(page: Page) {
  await page.goto("/about");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("About Clanton Sports Apparel");
}

test("the hero says who we are and that we have been here since 2013", async ({ page }) => {
  await openAbout(page);
  const hero = main(page).locator("header");
  await expect(hero).toContainText("since 2013");
  await expect(hero.getByRole("definition").first()).toHaveText("2013");
  // The ballpark behind the heading is the first picture: loaded at once, not lazily.
  const picture = hero.locator("img");
  await expect(picture).toHaveAttribute("alt", "");
  await expect(picture).not.toHaveAttribute("loading", "lazy");
  await expect(picture).toHaveAttribute("fetchpriority", "high");
});

test("the sections come in the spec's order under one h1", async ({ page }) => {
  await openAbout(page);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
    "Our Story",
    "Our Values",
    "Meet Our Team",
    "Visit Our Store",
  ]);
  await expect(section(page, "Our Story")).toContainText("opened its doors in 2013");
});

test("the four values each have a heading and a line of text", async ({ page }) => {
  await openAbout(page);
  const cards = section(page, "Our Values").getByRole("listitem");
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(values);
  for (const card of await cards.all()) await expect(card.locator("p")).not.toBeEmpty();
});

test("Meet Our Team shows three staff cards with name, role, picture and bio", async ({ page }) => {
  await openAbout(page);
  const cards = section(page, "Meet Our Team").getByRole("listitem");
  await expect(cards).toHaveCount(3);
  for (const [index, member] of team.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
    await expect(card.getByText(member.role, { exact: true })).toBeVisible();
    const portrait = card.getByRole("img", { name: `Illustrated portrait of ${member.name}` });
    await expect(portrait).toHaveAttribute("src", member.image);
    await expect(portrait).toHaveAttribute("loading", "lazy");
    await expect(portrait).toHaveAttribute("width", "480");
    await expect(portrait).toHaveAttribute("height", "360");
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((img) => img instanceof HTMLImageElement && img.naturalWidth > 0))
      .toBe(true);
    // The bio is a real paragraph, not a placeholder.
    expect((await card.locator("p").last().textContent())?.length ?? 0).toBeGreaterThan(80);
  }
});

test("Visit Our Store gives the address in Clanton, the store hours, phone, e-mail and a map", async ({
  page,
}) => {
  await openAbout(page);
  const visit = section(page, "Visit Our Store");
  const address = visit.locator("address");
  await expect(address).toContainText("Clanton Sports Apparel");
  await expect(address).toContainText(storeStreet);
  await expect(address).toContainText(storeTown);
  await expectStoreHours(page, visit);
  await expect(visit.getByRole("link", { name: "(205) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+12055550142",
  );
  await expect(visit.getByRole("link", { name: "sales@clantonsportsapparel.com" })).toHaveAttribute(
    "href",
    "mailto:sales@clantonsportsapparel.com",
  );
  await expectStoreMap(page);
});

test("the page asks no other site for anything while it loads", async ({ page }) => {
  const requested = await openAndRecordRequests(page, "/about");
  expect(thirdPartyRequests(page, requested)).toEqual([]);
  // The check saw the lazy pictures at the bottom too.
  expect(requested.some((url) => url.endsWith("/images/store-map.svg"))).toBe(true);
  expect(requested.some((url) => url.endsWith("/images/team/marcus-bell.svg"))).toBe(true);
});

test("every picture reserves its space with width and height", async ({ page }) => {
  await openAbout(page);
  for (const img of await main(page).locator("img").all()) {
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
  }
});

test("390 px wide: nothing sticks out sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAbout(page);
  await page.waitForLoadState("networkidle");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const scheme of colorSchemes) {
  for (const width of [1280, 390]) {
    test(`the about page has no serious accessibility problems in ${scheme} at ${width} px`, async ({
      page,
    }) => {
      await useScheme(page, scheme);
      await page.setViewportSize({ width, height: 900 });
      await openAbout(page);
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `/about in ${scheme} at ${width} px`);
    });
  }
}
