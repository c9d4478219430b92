import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { requestQuote } from "./quote-factories";

// Issue 26 (a): 18 players on a package that dresses 12 stayed the package price and warned of
// nothing. The roster's extra players are priced (the sport's extra jersey), the form says so
// where the coach is working, and staff read the same figures. Nothing is sent from the form.

const WARNING = "Your roster has 18 players; the package includes 12. 6 extra players at $45 each: +$270.";
const roster18 = Array.from({ length: 18 }, (_, i) => `Player ${i + 1}\t${i + 1}\tAdult M`).join("\n");

async function pasteRoster(page: Page, text: string) {
  await page.getByRole("button", { name: "Paste from a spreadsheet" }).click();
  const dialog = page.getByRole("dialog", { name: "Paste your roster" });
  await dialog.getByRole("textbox", { name: "Roster" }).fill(text);
  await dialog.getByRole("button", { name: "Add players" }).click();
  await expect(dialog).toBeHidden();
}

const rosterSet = (page: Page) => page.getByRole("group", { name: "Roster", exact: true });
const estimate = (page: Page) => page.getByRole("complementary", { name: "Your Estimate" });

for (const scheme of colorSchemes) {
  test(`390 px, ${scheme}: a roster larger than the package is priced and said beside the roster`, async ({
    page,
  }) => {
    await useScheme(page, scheme);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/team-packages/quote?sport=baseball&package=Starter");
    await expect(page.getByRole("radio", { name: /^Starter package, \$899, for 12 players$/ })).toBeChecked();
    await pasteRoster(page, roster18);

    // Said under the roster, on screen where the coach just pasted, and announced.
    const note = rosterSet(page).getByTestId("extra-players");
    await expect(note).toHaveText(WARNING);
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeInViewport();
    await expect(rosterSet(page).locator("[aria-live]").getByTestId("extra-players")).toHaveCount(1);
    // Priced in the estimate with the same figures.
    await expect(estimate(page)).toContainText("Extra players (the package includes 12)");
    await expect(estimate(page)).toContainText("6 × $45");
    await expect(page.getByTestId("estimate-total")).toHaveText("Estimate$1,169");
    await expectNoSeriousViolations(page, `quote with extra players, ${scheme}, 390 px`);

    // A package that dresses the whole roster: the warning and the line go.
    await page.getByRole("radio", { name: /^Championship package/ }).check();
    await expect(page.getByTestId("extra-players")).toHaveCount(0);
    await expect(page.getByTestId("estimate-total")).toHaveText("Estimate$2,299");
  });
}

test("390 px: staff read the same figures on the quote's page", async ({ page, request }) => {
  const players = Array.from({ length: 18 }, (_, i) => ({
    name: `Player ${i + 1}`,
    number: String(i),
    size: "Adult M",
  }));
  const quote = await requestQuote(request, {
    team_name: `Extra Eagles ${Date.now().toString(36)}`,
    package: "Starter",
    roster: players,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto(`/admin/quotes/${quote.id}`);
  const section = page.getByRole("region", { name: "Estimate", exact: true });
  await expect(section.getByTestId("extra-players")).toHaveText(
    "The roster has 18 players; the package includes 12. 6 extra players at $45 each: +$270.",
  );
  await expect(section.getByRole("table", { name: "Estimate lines" })).toContainText(
    "Extra players (the package includes 12)",
  );
  await expect(section).toContainText("Estimate $1,169.00");
});
