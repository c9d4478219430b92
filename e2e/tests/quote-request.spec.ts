import type { Page } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { refuseQuoteRequest } from "./quotes";

// A coach's quote request: arriving from a package with the choice filled in, the roster typed,
// pasted and uploaded (every bad line named, numbers worn twice flagged), the live estimate, the
// send and the private page it leads to. The store limits quote requests per network, so only
// the main path actually sends one; the others stop before sending or answer from a stub.

const stamp = Date.now().toString(36);
const main = (page: Page) => page.getByRole("main");
const estimate = (page: Page) => page.getByRole("complementary", { name: "Your Estimate" });
const estimateTotal = (page: Page) => page.getByTestId("estimate-total");
const rosterRows = (page: Page) => page.getByTestId("roster-row");
const report = (page: Page) => page.getByTestId("roster-report");

async function fillTeam(page: Page) {
  await page.getByRole("textbox", { name: "Team Name" }).fill(`E2E Tigers ${stamp}`);
  await page.getByRole("textbox", { name: "Your Name" }).fill("Pat Coach");
  await page.getByRole("textbox", { name: "Email Address" }).fill(`coach-${stamp}@example.com`);
}

async function pasteRoster(page: Page, text: string) {
  await page.getByRole("button", { name: "Paste from a spreadsheet" }).click();
  const dialog = page.getByRole("dialog", { name: "Paste your roster" });
  await dialog.getByRole("textbox", { name: "Roster" }).fill(text);
  await dialog.getByRole("button", { name: "Add players" }).click();
  await expect(dialog).toBeHidden();
}

async function chooseSize(page: Page, player: number, size: string) {
  await page.getByRole("combobox", { name: `Player ${player} size` }).selectOption(size);
}

/** The sport as the select shows it (its label), or the prompt when none is chosen. */
const sportShown = (page: Page) => page.getByRole("combobox", { name: "Sport" }).locator("option:checked");

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("team quote request", () => {
  test("from 'Select Package' to the private page: roster pasted and fixed, estimate, sent once", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/team-packages/baseball");
    await page.getByRole("link", { name: "Select Package: Pro" }).click();
    await expect(page).toHaveURL(/\/team-packages\/quote\?sport=baseball&package=Pro$/);
    await expect(page.getByRole("heading", { level: 1, name: "Request a Team Quote" })).toBeVisible();
    await expect(sportShown(page)).toHaveText("Baseball");
    await expect(
      page.getByRole("radio", { name: /^Pro package, \$1,499, for 15 players, most popular$/ }),
    ).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Standard/ })).toBeChecked();
    await expect(estimateTotal(page)).toHaveText("Estimate$1,499");
    await expect(estimate(page)).toContainText("the final price comes with your proof");

    await fillTeam(page);

    // A header, a line without a size and a number worn twice.
    await pasteRoster(page, "Name\tNumber\tSize\nAva Smith\t7\tYM\nNo Size\t8\nBen Jones\t7\tAdult L");
    await expect(report(page)).toContainText("2 players added; 1 line needs fixing.");
    await expect(report(page)).toContainText("Line 3: no size for No Size.");
    await expect(rosterRows(page)).toHaveCount(2);
    await expect(page.getByRole("textbox", { name: "Player 1 name" })).toHaveValue("Ava Smith");
    await expect(page.getByRole("combobox", { name: "Player 1 size" })).toHaveValue("Youth M");
    const first = page.getByRole("textbox", { name: "Player 1 number" });
    const second = page.getByRole("textbox", { name: "Player 2 number" });
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(rosterRows(page).nth(0)).toContainText("Number 7 is also on row 2.");
    await expect(rosterRows(page).nth(1)).toContainText("Number 7 is also on row 1.");

    // Fixed: a new number for Ben, the missing player added by hand.
    await second.fill("12");
    await expect(first).not.toHaveAttribute("aria-invalid", "true");
    await expect(main(page).getByText(/is also on row/)).toHaveCount(0);
    await page.getByRole("button", { name: "Add player" }).click();
    await expect(page.getByRole("textbox", { name: "Player 3 name" })).toBeFocused();
    await page.getByRole("textbox", { name: "Player 3 name" }).fill("Cal Lee");
    await page.getByRole("textbox", { name: "Player 3 number" }).fill("8");
    await chooseSize(page, 3, "Youth L");
    await expect(estimate(page)).toContainText("3 players on the roster.");

    // A player added and removed again leaves no trace.
    await page.getByRole("button", { name: "Add player" }).click();
    await page.getByRole("button", { name: "Remove player 4" }).click();
    await expect(rosterRows(page)).toHaveCount(3);

    // The estimate follows the add-ons and the rush option.
    await page.getByRole("textbox", { name: "Jersey" }).fill("3");
    await expect(estimate(page)).toContainText("3 × $45");
    await expect(estimateTotal(page)).toHaveText("Estimate$1,634");
    await page.getByRole("radio", { name: /^3-5 Days/ }).check();
    await expect(estimate(page)).toContainText("Rush fee (3-5 Days)");
    await expect(estimateTotal(page)).toHaveText("Estimate$1,709");
    await page.getByRole("textbox", { name: "Team Colors" }).fill("Navy and gold");

    // The answer is held back a moment so the button's in-flight state can be seen.
    let requests = 0;
    await page.route("**/trpc/quotes.request", async (route) => {
      requests += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const send = page.getByRole("button", { name: "Send Quote Request" });
    await send.click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();

    await expect(page).toHaveURL(/\/review\/[A-Za-z0-9_-]{20,}\?sent=true$/);
    expect(requests).toBe(1);
    await expect(page.getByText("Thanks! We received your quote request.")).toBeVisible();
    await expect(page.getByText(/keep it \(we e-mailed it to you too\)/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /^Quote Q-\d+$/ })).toBeVisible();
    await expect(page.getByTestId("review-status")).toHaveText("New");
    const roster = page.getByRole("table", { name: /Roster/ });
    await expect(roster.getByRole("row")).toHaveCount(4);
    await expect(roster).toContainText("Cal Lee");
    await expect(main(page)).toContainText("Rush: 3-5 Days");
    await expect(main(page)).toContainText("Jersey × 3");
    await expect(page.getByRole("list", { name: "Estimate lines" })).toContainText("$1,709");
    await expect(page.getByRole("region", { name: "History" })).toContainText("Request received");
  });

  test("390 px: a CSV roster is read in the browser, bad lines named, and the estimate follows the form", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/team-packages/quote?sport=soccer");
    await expect(page.getByRole("radio", { name: /^Club package/ })).toBeChecked();
    const csv = "Name,Number,Size\nDee Park,4,Adult S\nEd Fox,100,Adult M\nFay Moss,5,Youth XL\n";
    await page.getByLabel("Upload CSV").setInputFiles({
      name: "roster.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await expect(report(page)).toContainText("roster.csv: 2 players added; 1 line needs fixing.");
    await expect(report(page)).toContainText('Line 3: "100" is not a jersey number (0-99).');
    await expect(report(page)).toContainText("Ed Fox,100,Adult M");
    await expect(rosterRows(page)).toHaveCount(2);
    await expect(page.getByRole("textbox", { name: "Player 2 name" })).toHaveValue("Fay Moss");

    // The same file again adds the same players: their numbers are then flagged, not dropped.
    await page.getByLabel("Upload CSV").setInputFiles({
      name: "roster.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await expect(rosterRows(page)).toHaveCount(4);
    await expect(rosterRows(page).nth(2)).toContainText("Number 4 is also on row 1.");
    await page.getByRole("button", { name: "Dismiss the roster report" }).click();
    await expect(report(page)).toHaveCount(0);

    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    // On a phone the estimate follows the form.
    const sendBox = await page.getByRole("button", { name: "Send Quote Request" }).boundingBox();
    const estimateBox = await estimate(page).boundingBox();
    expect(estimateBox?.y ?? 0).toBeGreaterThan(sendBox?.y ?? 0);
    await page.getByRole("textbox", { name: "Socks" }).fill("18");
    await expect(estimateTotal(page)).toHaveText("Estimate$1,723");
  });

  test("a request with nothing filled in is not sent: each field says what it needs", async ({ page }) => {
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/trpc/quotes.request")) sent = true;
    });
    await page.goto("/team-packages/quote");
    await expect(estimate(page)).toContainText("Choose a sport and a package");
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    const team = page.getByRole("textbox", { name: "Team Name" });
    await expect(team).toHaveAttribute("aria-invalid", "true");
    await expect(team).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Email Address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(main(page).getByText("Choose a sport.")).toBeVisible();

    // A roster row without a size is named on its own row.
    await page.getByRole("button", { name: "Add player" }).click();
    await page.getByRole("textbox", { name: "Player 1 name" }).fill("Gus");
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(page.getByRole("combobox", { name: "Player 1 size" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    // A file that is not what its name says is named beside it and keeps the request from going.
    const files = page.getByLabel("Choose Files");
    await files.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture"),
    });
    await expect(
      page
        .getByRole("list", { name: "Attached files" })
        .getByRole("listitem")
        .filter({ hasText: "fake.png" }),
    ).toContainText('"fake.png" is not a picture or PDF inside.');
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(files).toHaveAccessibleDescription(/Remove "fake\.png" before sending/);
    expect(sent).toBe(false);
  });

  test.describe("the store's refusal", () => {
    test.use({ expectedFailedRequests: ["/trpc/quotes.request"] });

    test("puts the server's field messages on the fields and keeps what was typed", async ({ page }) => {
      await refuseQuoteRequest(page, {
        email: "We cannot send e-mail to this address.",
        "roster.0.number": "Number 9 is on rows 1 and 2: each player needs their own number.",
      });
      await page.goto("/team-packages/quote?sport=football&package=youth");
      await expect(page.getByRole("radio", { name: /^Youth package/ })).toBeChecked();
      await fillTeam(page);
      await pasteRoster(page, "Hal Dunn, 9, Adult XL");
      await page.getByRole("button", { name: "Send Quote Request" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Your quote request was not sent" }),
      ).toContainText("Please correct the highlighted fields.");
      await expect(page.getByText("We cannot send e-mail to this address.")).toBeVisible();
      await expect(page.getByText("Number 9 is on rows 1 and 2")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Team Name" })).toHaveValue(`E2E Tigers ${stamp}`);
      await expect(page.getByRole("button", { name: "Send Quote Request" })).toBeEnabled();
    });
  });

  test("other pages' choices start the form; nonsense in the address is ignored", async ({ page }) => {
    await page.goto("/team-packages/rush-fees");
    await page.getByRole("link", { name: "Select This Option: 1 Week" }).click();
    await expect(page.getByRole("radio", { name: /^1 Week/ })).toBeChecked();
    await expect(sportShown(page)).toHaveText("Choose a sport");

    await page.goto("/stock-designs/design-1");
    await page.getByRole("link", { name: "Use This Design" }).click();
    await expect(page.getByRole("note", { name: "Your design" })).toContainText("design-1");

    await page.goto("/team-packages/quote?sport=curling&package=Pro&rush=2%20Hours&design=design-999");
    await expect(sportShown(page)).toHaveText("Choose a sport");
    await expect(page.getByRole("radio", { name: /^Standard/ })).toBeChecked();
    await expect(page.getByRole("note", { name: "Your design" })).toHaveCount(0);

    // Another sport's packages and add-ons replace the first sport's.
    await page.goto("/team-packages/quote?sport=baseball&package=Starter");
    await page.getByRole("textbox", { name: "Cap" }).fill("2");
    await page.getByRole("combobox", { name: "Sport" }).selectOption({ label: "Cornhole" });
    await expect(page.getByRole("radio", { name: /^Pro package, \$499/ })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Cap" })).toHaveCount(0);
    await expect(estimateTotal(page)).toHaveText("Estimate$499");
  });

  for (const width of [1280, 390]) {
    for (const scheme of colorSchemes) {
      test(`passes axe at ${width} px in ${scheme}, with a roster report and flags showing`, async ({
        page,
      }) => {
        await useScheme(page, scheme);
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/team-packages/quote?sport=basketball&package=Pro&rush=24-48%20Hours");
        await pasteRoster(page, "Ava\t3\tYM\nBen\t3\tAdult M\nCal\t4");
        await expect(report(page)).toBeVisible();
        await expectNoSeriousViolations(page, `quote page ${width} ${scheme}`);
      });
    }
  }
});
