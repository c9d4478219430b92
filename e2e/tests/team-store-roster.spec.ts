import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { adminApi, PNG_BYTES, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { requestQuote, sendProof, sendQuotePrice, tokenOf } from "./quotes";

// Issue 37: the staff roster accepted what the store then refused, the Add Team Store form
// flagged one missing field of five, and a coach's change request sat below the fold. The rules
// themselves are checked in api/test/team-store-roster.test.ts; here, what staff and the coach see.

const origin = () => String(test.info().project.use.baseURL);
const DAY = 24 * 60 * 60 * 1000;

/** The issue's paste: two players on #10, one on #123 (range 0-99), an address with no ending. */
const ISSUE_ROWS = [
  "Ava Brown\t10\tava.brown.mom@example",
  "Ben Carter\t10\tcarter.family@example.com",
  "Cal Diaz\t123\tdiaz@example.com",
  "Dee Evans\t4\tevans@example.com",
  "Eli Ford\t5\t",
  "Fay Gomez\t6\tgomez@example.com",
  "Gus Hill\t7\thill@example.com",
].join("\n");

/** A draft store with one player on its roster, made as staff make it. */
async function storeWithOnePlayer(
  request: APIRequestContext,
): Promise<{ id: string; api: APIRequestContext }> {
  const api = await adminApi(request);
  const created = await api.post("/api/team-stores", {
    headers: { origin: origin() },
    data: {
      slug: `roster-${Date.now().toString(36)}`,
      team_name: "Roster Hawks 10U",
      sport: "baseball",
      coach_name: "Coach Lane",
      coach_email: "lane@example.com",
      opens_at: new Date(Date.now() - DAY).toISOString(),
      closes_at: new Date(Date.now() + 7 * DAY).toISOString(),
      players: [{ name: "Zoe Young", number: "1", email: "young@example.com" }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).data.id as string, api };
}

const box = (scope: Locator | Page, label: string, row: number) =>
  scope.getByRole("textbox", { name: `${label}, row ${row}` });

async function shoot(page: Page, name: string) {
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `${name} (${scheme})`);
    await page.screenshot({ path: test.info().outputPath(`${name}-${scheme}.png`) });
  }
  await useScheme(page, "light");
}

test.describe("the team store's roster shares the quote roster's checks", () => {
  test("a paste is previewed with what the store would refuse, fixed in place, then a row edited", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { id } = await storeWithOnePlayer(request);
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/team-stores/${id}`);
    const roster = page.getByRole("region", { name: /^Roster \(\d+\)$/ });
    await roster.getByRole("button", { name: "Paste from a spreadsheet" }).click();
    const paste = page.getByRole("dialog", { name: "Paste players" });
    await paste.getByRole("textbox", { name: "Rows from a spreadsheet" }).fill(ISSUE_ROWS);

    // Seven read, three rows flagged beside their boxes; the address is not in Ava's name.
    await expect(paste.getByTestId("paste-summary")).toHaveText(
      "7 players read; 3 rows need fixing before they are added.",
    );
    await expect(box(paste, "Player name", 2)).toHaveValue("Ava Brown");
    await expect(box(paste, "Parent e-mail", 2)).toHaveAccessibleDescription(
      /"ava\.brown\.mom@example" is not a complete e-mail address/,
    );
    await expect(box(paste, "Number", 2)).toHaveAccessibleDescription(
      /Number 10 is also on Ben Carter \(row 3\)/,
    );
    await expect(box(paste, "Number", 3)).toHaveAccessibleDescription(
      /Number 10 is also on Ava Brown \(row 2\)/,
    );
    await expect(box(paste, "Number", 4)).toHaveAccessibleDescription(
      "Number 123 is outside the numbers 0-99.",
    );
    await shoot(page, "roster-paste-preview-1280");

    // Adding now says why not and takes staff to the first box to fix.
    await paste.getByRole("button", { name: "Add players" }).click();
    await expect(paste.getByRole("alert")).toContainText("3 rows need fixing before the players are added");
    await expect(box(paste, "Parent e-mail", 2)).toBeFocused();
    await box(paste, "Parent e-mail", 2).fill("ava.brown.mom@example.com");
    await box(paste, "Number", 3).fill("11");
    await box(paste, "Number", 4).fill("12");
    await expect(paste.getByTestId("paste-summary")).toHaveText("7 players read.");
    await paste.getByRole("button", { name: "Add players" }).click();
    await expect(paste).toBeHidden();
    await expect(page.getByRole("region", { name: "Roster (8)" })).toBeVisible();
    await expect(roster.getByRole("cell", { name: "ava.brown.mom@example.com" })).toBeVisible();

    // A row edited in place: a number outside the store's is flagged beside the box, then fixed.
    await roster.getByRole("button", { name: "Edit Cal Diaz" }).click();
    await expect(box(roster, "Player name", 4)).toBeFocused();
    await box(roster, "Number", 4).fill("123");
    await expect(box(roster, "Number", 4)).toHaveAccessibleDescription(
      "Number 123 is outside the numbers 0-99.",
    );
    await roster.getByRole("button", { name: "Save" }).click();
    await expect(box(roster, "Number", 4)).toBeFocused();
    await box(roster, "Number", 4).fill("23");
    await box(roster, "Player name", 4).fill("Cal Diaz-Ruiz");
    await roster.getByRole("button", { name: "Save" }).click();
    await expect(roster.getByRole("cell", { name: "Cal Diaz-Ruiz", exact: true })).toBeVisible();
    await expect(roster.getByRole("row", { name: /Cal Diaz-Ruiz 23/ })).toBeVisible();
    await shoot(page, "roster-edited-1280");
  });

  test("the coach's page at 390 names what families would run into on the roster", async ({
    page,
    request,
  }) => {
    const { id, api } = await storeWithOnePlayer(request);
    const put = await api.put(`/api/team-stores/${id}/players`, {
      headers: { origin: origin() },
      data: {
        players: [
          { name: "Zoe Young", number: "1" },
          { name: "Ava Brown", number: "10" },
          { name: "Ben Carter", number: "11" },
        ],
      },
    });
    expect(put.ok(), await put.text()).toBe(true);
    // Staff narrow the numbers after the roster was saved.
    const patched = await api.patch(`/api/team-stores/${id}`, {
      headers: { origin: origin() },
      data: { number_max: 9 },
    });
    expect(patched.ok(), await patched.text()).toBe(true);
    const link = await api.post(`/api/team-stores/${id}/coach-link`, { headers: { origin: origin() } });
    expect(link.ok(), await link.text()).toBe(true);
    const coachPath = new URL((await link.json()).data.coach_url as string).pathname;

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(coachPath);
    const flags = page.getByTestId("coach-roster-flags");
    await expect(flags).toContainText("Check the roster before families order");
    await expect(flags.getByRole("listitem")).toHaveText([
      "Ava Brown: Number 10 is outside the numbers 0-9.",
      "Ben Carter: Number 11 is outside the numbers 0-9.",
    ]);
    await shoot(page, "coach-roster-flags-390");
  });
});

test.describe("the Add Team Store form", () => {
  test("sent empty, it flags every missing field beside it and focuses the first", async ({ page }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin/team-stores");
    await page.getByRole("button", { name: "New team store" }).click();
    const form = page.getByRole("dialog", { name: "Add New Team Store" });
    await expect(form.getByRole("textbox", { name: "Team name" })).toBeFocused();
    await form.getByRole("button", { name: "Add Team Store" }).click();
    for (const [name, message] of [
      ["Team name", "Team name is required."],
      ["Sport", "Sport is required."],
      ["Store link", "Store link must be at least 3 characters."],
      ["Coach name", "Coach name is required."],
      ["Coach e-mail", "Email address is required."],
    ] as const) {
      await expect(form.getByRole("textbox", { name })).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(form.getByRole("textbox", { name: "Team name" })).toBeFocused();
    await shoot(page, "add-team-store-empty-1280");
  });
});

test.describe("a coach's change request on the staff quote page", () => {
  test("shows at the top at 1280x800, with the note and a way to the proof form", async ({
    page,
    request,
  }) => {
    const quote = await requestQuote(request, {
      team_name: `Change Request Owls ${Date.now().toString(36)}`,
    });
    const staff = await adminApi(request);
    await sendQuotePrice(staff, quote.id, 900, "Thanks!");
    await sendProof(
      staff,
      quote.id,
      { name: "proof.png", mimeType: "image/png", buffer: PNG_BYTES },
      "A first look.",
    );
    const note = "Please make the numbers gold and move the logo to the left chest.";
    const res = await request.post("/trpc/review.respond", {
      data: { token: tokenOf(quote), decision: "request_changes", comment: note },
      headers: { origin: origin() },
    });
    expect(res.ok(), await res.text()).toBe(true);

    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/quotes/${quote.id}`);
    // The portal checks the session first; on a loaded machine that can take a while.
    await expect(page.getByRole("heading", { level: 1, name: quote.reference })).toBeVisible({
      timeout: 30_000,
    });
    const alert = page.getByTestId("change-request");
    await expect(alert).toContainText("Pat Coach asked for changes to proof 1");
    await expect(alert).toContainText(note);
    const inView = await alert.boundingBox();
    expect(inView, "the change request is drawn").not.toBeNull();
    expect((inView?.y ?? 0) + (inView?.height ?? 0)).toBeLessThanOrEqual(800);
    expect(inView?.y ?? -1).toBeGreaterThanOrEqual(0);
    await shoot(page, "quote-change-request-1280");
    await alert.getByRole("button", { name: "Send a new proof" }).click();
    await expect(page.getByRole("form", { name: "Send a proof" }).locator(":focus")).toHaveCount(1);
  });
});
