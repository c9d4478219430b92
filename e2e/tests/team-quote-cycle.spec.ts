import type { Browser, Page } from "@playwright/test";
import { PDF_BYTES, PNG_BYTES, signInAsAdmin } from "./admin";
import { expect, test, waitsForApp } from "./fixtures";
import { waitForEmail } from "./mailbox";

// The whole cycle as a coach and a staff member live it, each in their own browser: the coach
// asks for a quote on a phone with a pasted roster; staff price it and send a proof; the coach
// asks for a change from the e-mailed link; staff send a second proof; the coach approves; staff
// turn it into an order, which reads back through the API with the roster's sizes.

const stamp = Date.now().toString(36);
/** The store's own address in the e2e server's settings (playwright.config.ts). */
const STORE = "store@clanton.example";
const team = `Cycle Cardinals ${stamp}`;
const coachEmail = `cycle-${stamp}@example.com`;
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const linkIn = (email: string) => /https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/.exec(email)?.[0] ?? "";
const answer = (page: Page) => page.getByRole("region", { name: "Your Answer" });

async function coachPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  return waitsForApp(await context.newPage());
}

/** The e-mailed link on this test server (PUBLIC_URL may name another host). */
const onThisServer = (link: string) => new URL(link).pathname;

test.describe("a team quote from request to order", () => {
  test("coach and staff walk the whole cycle", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const coach = await coachPhone(browser, baseURL);

    // The coach picks a package on a phone and pastes the roster from a spreadsheet.
    await coach.goto("/team-packages/soccer");
    await coach.getByRole("link", { name: "Select Package: Club" }).click();
    await expect(coach.getByRole("heading", { level: 1, name: "Request a Team Quote" })).toBeVisible();
    await coach.getByRole("textbox", { name: "Team Name" }).fill(team);
    await coach.getByRole("textbox", { name: "Your Name" }).fill("Robin Coach");
    await coach.getByRole("textbox", { name: "Email Address" }).fill(coachEmail);
    await coach.getByRole("button", { name: "Paste from a spreadsheet" }).click();
    const paste = coach.getByRole("dialog", { name: "Paste your roster" });
    await paste
      .getByRole("textbox", { name: "Roster" })
      .fill("Player\tJersey #\tSize\nAva Smith\t7\tYM\nBen Jones\t12\tAdult L\nCal Reed\t3\tadult l");
    await paste.getByRole("button", { name: "Add players" }).click();
    await expect(coach.getByTestId("roster-row")).toHaveCount(3);
    await coach.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(coach).toHaveURL(/\/review\/[A-Za-z0-9_-]{20,}\?sent=true$/);
    const heading = coach.getByRole("heading", { level: 1, name: /^Quote Q-\d+$/ });
    await expect(heading).toBeVisible();
    const reference = ((await heading.textContent()) ?? "").replace("Quote ", "");
    await waitForEmail(coachEmail, "We received your team quote request");
    await waitForEmail(STORE, `New team quote request: ${team}`);

    // Staff find it, price it and send the first proof.
    await signInAsAdmin(page);
    await page.goto(`/admin/quotes?search=${encodeURIComponent(reference)}`);
    await page.getByRole("table", { name: "Quotes" }).getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Quote ${reference}` })).toBeVisible();
    await expect(section(page, "Roster (3 players)")).toContainText("Adult L × 2");
    const price = page.getByRole("form", { name: "Send quote" });
    await price.getByRole("textbox", { name: "Final price" }).fill("1450");
    await price.getByRole("textbox", { name: "Message for the coach" }).fill("Includes names on the back.");
    await price.getByRole("button", { name: "Send quote" }).click();
    await expect(section(page, "Status")).toContainText("Quoted");
    const proofs = section(page, "Proofs");
    const proofForm = proofs.getByRole("form", { name: "Send a proof" });
    await proofForm
      .locator('input[type="file"]')
      .setInputFiles({ name: "cardinals-v1.png", mimeType: "image/png", buffer: PNG_BYTES });
    await proofForm
      .getByRole("textbox", { name: "Message for the customer" })
      .fill("Red and white, crest left.");
    await proofForm.getByRole("button", { name: "Send proof" }).click();
    await expect(section(page, "Status")).toContainText("Proof sent");

    // The coach opens the e-mailed link and asks for a change.
    const firstMail = await waitForEmail(coachEmail, "proof 1 is ready to review");
    await coach.goto(onThisServer(linkIn(firstMail)));
    await expect(coach.getByRole("heading", { level: 1, name: `Quote ${reference}` })).toBeVisible();
    await expect(coach.getByTestId("final-price")).toHaveText("$1,450");
    await answer(coach).getByRole("button", { name: "Request changes" }).click();
    await coach.getByRole("textbox", { name: "What should we change?" }).fill("Crest on the right, please.");
    await answer(coach).getByRole("button", { name: "Send Change Request" }).click();
    await expect(coach.getByTestId("review-status")).toHaveText("Changes requested");
    await waitForEmail(STORE, `Quote ${reference} needs changes`);

    // Staff see the comment and send the second proof.
    await page.reload();
    await expect(section(page, "Status")).toContainText("Changes requested");
    await expect(section(page, "History")).toContainText("Crest on the right, please.");
    await proofForm
      .locator('input[type="file"]')
      .setInputFiles({ name: "cardinals-v2.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await proofForm.getByRole("button", { name: "Send proof" }).click();
    await expect(section(page, "Status")).toContainText("Proof sent");

    // The coach approves the newest proof.
    const secondMail = await waitForEmail(coachEmail, "proof 2 is ready to review");
    await coach.goto(onThisServer(linkIn(secondMail)));
    await expect(coach.getByTestId("proof").first().getByRole("heading")).toHaveText("Proof 2");
    await answer(coach).getByRole("button", { name: "Approve" }).click();
    await coach
      .getByRole("dialog", { name: "Approve Proof 2?" })
      .getByRole("button", { name: "Yes, approve" })
      .click();
    await expect(coach.getByTestId("review-status")).toHaveText("Approved");

    // Staff turn it into an order, which reads back through the API.
    await page.reload();
    const status = section(page, "Status");
    await expect(status).toContainText("Approved");
    await status.getByRole("button", { name: "Create order" }).click();
    const orderLink = status.getByRole("link", { name: /^Order #\d+$/ });
    await expect(orderLink).toBeVisible();
    const number = Number(((await orderLink.textContent()) ?? "").replace("Order #", ""));
    await waitForEmail(coachEmail, `#${number}`);

    const orders = await page.request.get(`/api/orders?search=${encodeURIComponent(coachEmail)}`);
    const order = (
      (await orders.json()) as {
        data: {
          number: number;
          total: number;
          items: { product_name: string; size: string | null; quantity: number }[];
        }[];
      }
    ).data.find((o) => o.number === number);
    // The quoted price plus the seed's example 4% state tax (a school's PO would make it exempt).
    expect(order?.total).toBe(1508);
    const uniforms = order?.items.filter((item) => item.product_name.includes("player uniform")) ?? [];
    expect(uniforms.map((item) => [item.size, item.quantity])).toEqual([
      ["Youth M", 1],
      ["Adult L", 2],
    ]);
    await coach.context().close();
  });
});
