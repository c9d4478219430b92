import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { refuseQuoteRequest } from "./quotes";

// The quote page's heavy parts (decision 029) arrive when the coach reaches for them: the form's
// checker on the first focus, the roster reader on the way to an import. When either cannot be
// fetched, nothing typed or pasted is lost and the coach is told what happens instead.

const CHECKER = /\/assets\/check-quote-[^/]+\.js$/;
const READER = /\/assets\/roster-import-read-[^/]+\.js$/;

function watchScripts(page: Page) {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const url = request.url();
    if (CHECKER.test(url)) seen.push("checker");
    if (READER.test(url)) seen.push("reader");
  });
  return seen;
}

test("the page loads neither the checker nor the roster reader until the coach starts", async ({ page }) => {
  const seen = watchScripts(page);
  await page.goto("/team-packages/quote?sport=soccer");
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual([]);

  await page.getByRole("textbox", { name: "Team Name" }).focus();
  await expect.poll(() => seen).toEqual(["checker"]);

  await page.getByRole("button", { name: "Paste from a spreadsheet" }).click();
  await expect.poll(() => seen.includes("reader")).toBe(true);
  const dialog = page.getByRole("dialog", { name: "Paste your roster" });
  await dialog.getByRole("textbox", { name: "Roster" }).fill("Ava Smith\t7\tYouth M");
  await dialog.getByRole("button", { name: "Add players" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Player 1 name" })).toHaveValue("Ava Smith");

  // A blur after the checker arrived shows the schema's message at once.
  await page.getByRole("textbox", { name: "Email Address" }).fill("coach@");
  await page.getByRole("textbox", { name: "Email Address" }).blur();
  await expect(page.getByRole("textbox", { name: "Email Address" })).toHaveAttribute("aria-invalid", "true");
});

test.describe("when a part cannot be fetched", () => {
  test.use({
    expectedFailedRequests: ["/assets/roster-import-read-", "/assets/check-quote-", "/trpc/quotes.request"],
  });

  test("a pasted roster stays in the box, the coach is told what to do, and players can still be typed", async ({
    page,
  }) => {
    await page.route(READER, (route) => route.abort());
    await page.goto("/team-packages/quote?sport=soccer");
    await page.getByRole("button", { name: "Paste from a spreadsheet" }).click();
    const dialog = page.getByRole("dialog", { name: "Paste your roster" });
    await dialog.getByRole("textbox", { name: "Roster" }).fill("Ben Jones\t12\tAdult L");
    await dialog.getByRole("button", { name: "Add players" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "The roster reader could not be loaded. Check your connection and reload the page, or add the players by hand.",
    );
    await expect(dialog.getByRole("textbox", { name: "Roster" })).toHaveValue("Ben Jones\t12\tAdult L");

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Add player", exact: true }).click();
    await page.getByRole("textbox", { name: "Player 1 name" }).fill("Ben Jones");
    await expect(page.getByTestId("roster-row")).toHaveCount(1);
  });

  test("without the checker the request goes to the store, whose messages land on the fields", async ({
    page,
  }) => {
    await page.route(CHECKER, (route) => route.abort());
    const refused = await refuseQuoteRequest(page, { team_name: "Enter your team's name." });
    await page.goto("/team-packages/quote?sport=soccer");
    await page.getByRole("textbox", { name: "Your Name" }).fill("Pat Coach");
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    const team = page.getByRole("textbox", { name: "Team Name" });
    await expect(team).toHaveAccessibleDescription(/Enter your team's name\./);
    await expect(team).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Your Name" })).toHaveValue("Pat Coach");
    expect(refused.count).toBe(1);
  });
});
