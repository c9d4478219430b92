import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { adminApi, PNG_BYTES, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./mailbox";
import {
  approveQuote,
  ensureProof,
  requestQuote,
  type SeededQuote,
  trpcMutation,
  trpcQuery,
} from "./quote-factories";

const table = (page: Page) => page.getByRole("table", { name: "Quotes" });
const rowOf = (page: Page, text: string) => table(page).getByRole("row").filter({ hasText: text });
const tile = (page: Page, label: string) =>
  page.locator(".mantine-Paper-root").filter({ has: page.getByText(label, { exact: true }) });
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function openList(page: Page, query = "") {
  await signInAsAdmin(page);
  await page.goto(`/admin/quotes${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Team Quotes" })).toBeVisible();
}

async function openQuote(page: Page, quote: SeededQuote) {
  await signInAsAdmin(page);
  await page.goto(`/admin/quotes/${quote.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Quote ${quote.reference}` })).toBeVisible();
}

const dollars = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2 });

const roster = [
  { name: "Avery Cole", number: "7", size: "Adult L" },
  { name: "Bo Reed", number: "12", size: "Youth M" },
  { name: "Cam Diaz", number: "3", size: "Adult L" },
  { name: "Dee Lane", number: "21", size: "Adult L" },
];

test.describe("team quotes", () => {
  const stamp = Date.now();
  const tigers = `Chilton Tigers ${stamp}`;
  const storm = `Clanton Storm ${stamp}`;
  let tigersQuote: SeededQuote;
  let stormQuote: SeededQuote;

  test.beforeAll(async ({ request }) => {
    tigersQuote = await requestQuote(request, {
      team_name: tigers,
      sport: "baseball",
      package: "Pro",
      additional_items: [{ name: "Cap", quantity: 10 }],
      rush: "1 Week",
      needed_by: "2027-03-01",
      roster,
    });
    stormQuote = await requestQuote(request, { team_name: storm, sport: "soccer", package: "Club" });
  });

  test("the list shows the database's tiles, finds quotes by search and filters by status", async ({
    page,
    request,
  }) => {
    const stats = await trpcQuery<Record<string, number>>(await adminApi(request), "quotes.stats");
    await openList(page);
    await expect(tile(page, "Total Quotes")).toContainText(String(stats.total));
    await expect(tile(page, "New")).toContainText(String(stats.new));
    await expect(tile(page, "Awaiting Customer")).toContainText(String(stats.awaiting_customer));
    await expect(tile(page, "Approved / In Production")).toContainText(
      `${stats.approved} / ${stats.in_production}`,
    );
    await expect(table(page).locator("thead th")).toHaveText([
      /Quote/,
      /Team/,
      /Sport \/ Package/,
      /Needed By/,
      /Estimate \/ Quoted/,
      /Status/,
      /Actions/,
    ]);

    await page.getByRole("textbox", { name: "Search quotes" }).fill(String(stamp));
    // The router writes number-like text quoted ("%221234%22") so it reads back as text.
    await expect(page).toHaveURL((url) => url.searchParams.get("search")?.includes(String(stamp)) === true);
    await expect(table(page).locator("tbody tr")).toHaveCount(2);
    const row = rowOf(page, tigers);
    await expect(row).toContainText(tigersQuote.reference);
    await expect(row).toContainText("Baseball");
    // At 1280 px beside the sidebar the players count sits under the package (and the date under
    // the number): the Players and Date columns appear from 88em.
    await expect(row).toContainText("Pro · 4 players");
    await expect(row).toContainText("Mar 1, 2027");
    await expect(row).toContainText("New");

    // Cancel the storm's quote through the API, then filter by status.
    await trpcMutation(page.request, "quotes.setStatus", { id: stormQuote.id, status: "cancelled" });
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Cancelled" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("status") === "cancelled");
    await expect(table(page).locator("tbody tr")).toHaveCount(1);
    await expect(rowOf(page, storm)).toContainText("Cancelled");
    await trpcMutation(page.request, "quotes.setStatus", { id: stormQuote.id, status: "new" });

    await rowOf(page, storm)
      .getByRole("link", { name: `Open quote ${stormQuote.reference}` })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === `/admin/quotes/${stormQuote.id}`);
  });

  test("details show the request and the roster with its sizes, exported as CSV", async ({ page }) => {
    await openQuote(page, tigersQuote);
    const request = section(page, "Request");
    await expect(request.getByRole("link", { name: tigersQuote.email })).toHaveAttribute(
      "href",
      `mailto:${tigersQuote.email}`,
    );
    await expect(request.getByRole("link", { name: "205-555-0147" })).toHaveAttribute(
      "href",
      "tel:205-555-0147",
    );
    await expect(request).toContainText("Cap × 10");
    await expect(request).toContainText("Rush 1 Week");
    await expect(request).toContainText("Navy and gold");

    const rosterSection = section(page, "Roster (4 players)");
    await expect(rosterSection.getByRole("listitem")).toHaveText(["Youth M × 1", "Adult L × 3"]);
    await expect(rosterSection.getByRole("table", { name: "Roster" }).locator("tbody tr")).toHaveCount(4);
    await expect(rosterSection.getByRole("row").filter({ hasText: "Bo Reed" })).toContainText("12");

    const download = page.waitForEvent("download");
    await rosterSection.getByRole("button", { name: "Export roster CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await readFile(await file.path())).toString("utf8");
    for (const player of roster) expect(text).toContain(player.name);
    expect(text).toContain("Youth M");

    await expect(section(page, "Estimate")).toContainText(`Estimate $${dollars(tigersQuote.estimate.total)}`);
  });

  test("sending a quote prices it, marks it quoted and e-mails the coach", async ({ page }) => {
    await openQuote(page, tigersQuote);
    const form = page.getByRole("form", { name: "Send quote" });
    const price = form.getByRole("textbox", { name: "Final price" });
    await expect(price).toHaveValue(`$${dollars(tigersQuote.estimate.total)}`);
    // A typed negative price is refused on the field, not turned into $0.01 and sent to the coach.
    await price.fill("-4");
    await form.getByRole("button", { name: "Send quote" }).click();
    await expect(form.getByText("Final price must be more than $0.")).toBeVisible();
    await price.fill("1999.50");
    await form.getByRole("textbox", { name: "Message for the coach" }).fill("Caps included, see you soon.");
    await form.getByRole("button", { name: "Send quote" }).click();
    await expect(section(page, "Status")).toContainText("Quoted");
    await expect(section(page, "Quoted price")).toContainText("$1,999.50");
    await expect(section(page, "History")).toContainText("Caps included, see you soon.");
    await waitForEmail(tigersQuote.email, "your price is ready");
  });

  test("a proof is uploaded and listed with its message, newest first", async ({ page }) => {
    await openQuote(page, tigersQuote);
    const proofs = section(page, "Proofs");
    const form = proofs.getByRole("form", { name: "Send a proof" });
    await form.locator('input[type="file"]').setInputFiles({
      name: "tigers-proof.png",
      mimeType: "image/png",
      buffer: PNG_BYTES,
    });
    await form.getByRole("textbox", { name: "Message for the customer" }).fill("First look at the jerseys.");
    await form.getByRole("button", { name: "Send proof" }).click();
    const list = proofs.getByRole("list", { name: "Proofs sent" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem").first()).toContainText("Version 1");
    await expect(list.getByRole("listitem").first()).toContainText("First look at the jerseys.");
    await expect(list.getByRole("img", { name: "Proof version 1" })).toBeVisible();
    await expect(section(page, "Status")).toContainText("Proof sent");
    await expect(section(page, "History")).toContainText("version 1");
  });

  test("cancel asks first, and a cancelled quote can be reopened", async ({ page }) => {
    await openQuote(page, stormQuote);
    const status = section(page, "Status");
    await status.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByRole("dialog", { name: `Cancel quote ${stormQuote.reference}` });
    await confirm.getByRole("button", { name: "Cancel it" }).click();
    await expect(status).toContainText("Cancelled");
    await status.getByRole("button", { name: "Reopen" }).click();
    await expect(status).toContainText("New");
    await expect(status.getByRole("button", { name: "Reopen" })).toHaveCount(0);
  });

  test("an approved quote becomes an order, then moves to completed", async ({ page, request }) => {
    await approveQuote(request, tigersQuote.review_path);
    await openQuote(page, tigersQuote);
    const status = section(page, "Status");
    await expect(status).toContainText("Approved");
    await status.getByRole("button", { name: "Create order" }).click();
    const orderLink = status.getByRole("link", { name: /^Order #\d+$/ });
    await expect(orderLink).toBeVisible();
    await expect(status).toContainText("In production");
    await expect(status.getByRole("button", { name: "Create order" })).toHaveCount(0);
    const number = (await orderLink.textContent())?.replace("Order #", "") ?? "";

    await status.getByRole("button", { name: "Mark completed" }).click();
    await expect(status).toContainText("Completed");

    // The link opens the order's own page, which tells where the order came from.
    await orderLink.click();
    await expect(page).toHaveURL((url) => url.pathname === `/admin/orders/${number}`);
    await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
      `Order placed from quote ${tigersQuote.reference}`,
    );
  });

  for (const scheme of colorSchemes) {
    test(`the list and the details page pass axe (${scheme})`, async ({ page, request }) => {
      await ensureProof(await adminApi(request), "quote", tigersQuote.id, PNG_BYTES);
      await useScheme(page, scheme);
      await openList(page, `?search=${stamp}`);
      await expect(table(page).locator("tbody tr")).toHaveCount(2);
      await expectNoSeriousViolations(page, `quotes list (${scheme})`);
      await rowOf(page, tigers)
        .getByRole("link", { name: /Open quote/ })
        .click();
      await expect(
        page.getByRole("heading", { level: 1, name: `Quote ${tigersQuote.reference}` }),
      ).toBeVisible();
      await expect(section(page, "Proofs").getByRole("listitem").first()).toBeVisible();
      await expectNoSeriousViolations(page, `quote details (${scheme})`);
    });
  }
});
