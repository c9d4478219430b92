import type { Browser, Page } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test, waitsForApp } from "./fixtures";

// Issue 26: staff change the home page's words in Website Content and shoppers see them. Every
// test here runs on a phone, where staff are as likely to do it as at a desk.
test.use({ viewport: { width: 390, height: 844 } });
// Two staff saves and two visits, each a page drawn afresh; axe over a long list: more than 30 s on CI.
test.beforeEach(() => test.setTimeout(90_000));

const dialog = (page: Page) => page.getByRole("dialog", { name: /^(Add New Content|Edit Content)$/ });
const homeWords = (page: Page) => page.getByRole("button", { name: /^Home Page Words/ });

async function openHomeWords(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/admin/website-content");
  await expect(page.getByRole("heading", { level: 1, name: "Website Content" })).toBeVisible();
  await homeWords(page).click();
  await expect(homeWords(page)).toHaveAttribute("aria-expanded", "true");
}

/** The text of the home page's first HTML, as a visitor's phone gets it before any script runs. */
async function firstHtml(page: Page): Promise<string> {
  const html = await (await page.request.get("/")).text();
  return html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

/** A fresh visitor on a phone: their own browser, their first HTML, then the page once it runs. */
async function visit(browser: Browser, check: (page: Page, html: string) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = waitsForApp(await context.newPage());
  // A hydration mismatch is a console error: the visitor's page must log none.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    const html = await firstHtml(page);
    await page.goto("/");
    await check(page, html);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

const heroHeadline = (page: Page) =>
  page.getByRole("region", { name: "Featured collections" }).getByRole("heading", { level: 2 });

test("staff change the hero headline and a section heading; a new visitor sees them; cleared, the defaults return", async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const headline = `Opening Day ${stamp}`;
  const heading = `Rally the Roster ${stamp}`;
  const created: string[] = [];
  // One API sign-in for the test (sign-ins are throttled): it reads the saved items and cleans up.
  const api = await adminApi(request);
  try {
    await openHomeWords(page);
    // From the list of every home word: the headline is not saved yet, so it shows its default.
    const setHeadline = page.getByRole("button", {
      name: "Set Hero slideshow: Slide 1: headline, first line",
    });
    await expect(setHeadline.locator("xpath=ancestor::li")).toContainText("default");
    await setHeadline.click();
    await expect(dialog(page)).toHaveAccessibleName("Add New Content");
    await expect(dialog(page).getByRole("textbox", { name: "Content Key" })).toHaveValue(
      "slide_1_headline_1",
    );
    const value = dialog(page).getByRole("textbox", { name: "Content Value" });
    await expect(value).toHaveAccessibleDescription(/Leave it blank to show the default: "Game Day"/);
    await value.fill(headline);
    await dialog(page).getByRole("button", { name: "Add Content" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(
      page.getByText(
        'Added home / hero / slide_1_headline_1. The home page shows it as "Slide 1: headline, first line".',
      ),
    ).toBeVisible();

    // From Add New Content: the picker fills in the address of a section's heading.
    await page.getByRole("button", { name: "Add New Content" }).click();
    await dialog(page).getByRole("combobox", { name: "Home page item" }).fill("Team packages: Section");
    await page.getByRole("option", { name: /^Team packages: Section heading/ }).click();
    await expect(dialog(page).getByRole("textbox", { name: "Content Key" })).toHaveValue("heading");
    await expect(dialog(page).getByRole("combobox", { name: "Section Name" })).toHaveValue("packages");
    await dialog(page).getByRole("textbox", { name: "Content Value" }).fill(heading);
    await dialog(page).getByRole("button", { name: "Add Content" }).click();
    await expect(dialog(page)).toBeHidden();

    const home = (await (await api.get("/api/website-content?page_name=home")).json()).data as {
      id: string;
      content_value: string | null;
    }[];
    for (const item of home)
      if (item.content_value === headline || item.content_value === heading) created.push(item.id);
    expect(created).toHaveLength(2);
    // The list shows the new value in place of "default".
    await expect(
      page.getByRole("button", { name: "Edit Team packages: Section heading" }).locator("xpath=ancestor::li"),
    ).toContainText(heading);

    await visit(browser, async (visitor, html) => {
      expect(html).toContain(headline);
      expect(html).toContain(heading);
      await expect(heroHeadline(visitor).first()).toContainText(headline);
      await expect(visitor.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      // The slide is named by its headline for screen readers too.
      await expect(
        visitor.getByRole("group", { name: new RegExp(`^1 of 3: ${headline} Ready$`) }),
      ).toBeVisible();
    });

    // Cleared, each word shows its default again.
    for (const name of [
      "Edit Hero slideshow: Slide 1: headline, first line",
      "Edit Team packages: Section heading",
    ]) {
      await page.getByRole("button", { name }).click();
      await dialog(page).getByRole("textbox", { name: "Content Value" }).fill("");
      await dialog(page).getByRole("button", { name: "Update Content" }).click();
      await expect(dialog(page)).toBeHidden();
    }
    await expect(
      page.getByText('The value is blank, so the home page shows the default: "Outfit the Whole Roster".'),
    ).toBeVisible();

    await visit(browser, async (visitor, html) => {
      expect(html).not.toContain(headline);
      expect(html).toContain("Outfit the Whole Roster");
      await expect(heroHeadline(visitor).first()).toContainText("Game Day");
      await expect(visitor.getByRole("heading", { level: 2, name: "Outfit the Whole Roster" })).toBeVisible();
    });
  } finally {
    // Other tests of this run see the seeded home page.
    const origin = new URL(page.url()).origin;
    for (const id of created) await api.delete(`/api/website-content/${id}`, { headers: { origin } });
  }
});

for (const scheme of colorSchemes) {
  test(`the home words list and a home word's form pass axe (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await openHomeWords(page);
    await expect(page.getByRole("button", { name: "Set Custom artwork: Section heading" })).toBeVisible();
    await expectNoSeriousViolations(page, `home words (${scheme})`);
    await page.getByRole("button", { name: "Set Custom artwork: Section heading" }).click();
    await expect(dialog(page).getByRole("textbox", { name: "Content Value" })).toHaveAccessibleDescription(
      /"Have a Design in Mind\?"/,
    );
    await expectNoSeriousViolations(page, `home word form (${scheme})`);
  });
}
