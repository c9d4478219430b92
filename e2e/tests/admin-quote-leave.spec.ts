import type { Page } from "@playwright/test";
import { adminNav, signInAsAdmin } from "./admin";
import { expect, test } from "./fixtures";
import { requestQuote, type SeededQuote } from "./quote-factories";

// Nothing typed is lost: a price typed on the quote page and not sent is asked about before the
// page is left, with the words the product and content dialogs use.

const question = (page: Page) => page.getByRole("dialog", { name: "Discard your changes?" });
const priceField = (page: Page) =>
  page.getByRole("form", { name: "Send quote" }).getByRole("textbox", { name: "Final price" });

async function openQuote(page: Page, quote: SeededQuote) {
  await page.goto(`/admin/quotes/${quote.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Quote ${quote.reference}` })).toBeVisible();
}

async function typePrice(page: Page, text: string) {
  // One input event: keys typed one by one can outrun the formatter on a loaded machine, which
  // then drops the decimal point (CI saw "$123,450.00"); this test is about the leave guard.
  await priceField(page).fill(text);
}

for (const width of [1280, 390]) {
  test(`leaving the quote page with a changed price asks first (${width} px)`, async ({ page, request }) => {
    const quote = await requestQuote(request, { team_name: `Leave Guard Lions ${width} ${Date.now()}` });
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await openQuote(page, quote);

    // Untouched, the page is left without a question.
    await page.getByRole("link", { name: "All quotes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Team Quotes" })).toBeVisible();
    await expect(question(page)).toBeHidden();

    await openQuote(page, quote);
    await typePrice(page, "1234.50");
    await page.getByRole("link", { name: "All quotes" }).click();
    await expect(question(page)).toBeVisible();
    await expect(question(page)).toContainText("What you changed in this form is not saved yet.");
    await question(page).getByRole("button", { name: "Keep editing" }).click();
    await expect(question(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === `/admin/quotes/${quote.id}`);
    await expect(priceField(page)).toHaveValue("$1,234.50");

    // Closing the tab gets the browser's own prompt; dismissed, the page stays.
    const prompt = page.waitForEvent("dialog");
    void page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await expect(priceField(page)).toHaveValue("$1,234.50");

    // Through the menu this time, and the changes are discarded.
    if (width < 768) await page.getByRole("button", { name: "Open admin menu" }).click();
    await adminNav(page).getByRole("link", { name: "Team Quotes" }).click();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole("button", { name: "Discard changes" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/quotes");
    await expect(page.getByRole("heading", { level: 1, name: "Team Quotes" })).toBeVisible();
  });
}
