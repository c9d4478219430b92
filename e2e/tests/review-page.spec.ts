import type { Page } from "@playwright/test";
import { adminApi, PDF_BYTES, PNG_BYTES } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import {
  createOrderFromQuote,
  requestQuote,
  type SentQuote,
  sendProof,
  sendQuotePrice,
  setQuoteStatus,
  tokenOf,
} from "./quotes";

// The coach's private page: the request, the store's price and proofs, the answer and the
// history. Quotes, prices and proofs are set up through the REST API as the store's staff would; the
// store limits quote requests per network, so this file sends three.

const stamp = Date.now().toString(36);
const main = (page: Page) => page.getByRole("main");
const status = (page: Page) => page.getByTestId("review-status");
const history = (page: Page) => page.getByRole("region", { name: "History" });
const answerPanel = (page: Page) => page.getByRole("region", { name: "Your Answer" });
const png = { name: "proof-v1.png", mimeType: "image/png", buffer: PNG_BYTES };
const pdf = { name: "proof-v2.pdf", mimeType: "application/pdf", buffer: PDF_BYTES };

test.describe.configure({ mode: "serial" });

/** The first test's quote, turned into an order: a later test completes it and its page closes. */
let orderedQuote: SentQuote | undefined;

test.describe("the customer's review page", () => {
  test("a priced quote with a proof: approve after confirming, then the order it became", async ({
    page,
    request,
  }) => {
    const quote = await requestQuote(request, { team_name: `E2E Approvers ${stamp}` });
    const staff = await adminApi(request);
    await sendQuotePrice(staff, quote.id, 1250.5, "Includes names and numbers on every jersey.");
    await sendProof(staff, quote.id, png, "Navy body, gold numbers. Tell us what you think!");

    await page.goto(quote.review_path);
    await expect(page.getByRole("heading", { level: 1, name: `Quote ${quote.reference}` })).toBeVisible();
    await expect(page).toHaveTitle(`Quote ${quote.reference} | Clanton Sports Apparel`);
    // A private page: never in search results.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(status(page)).toHaveText("Proof sent");
    // Only just after sending does the page greet the coach.
    await expect(page.getByText("Thanks! We received")).toHaveCount(0);
    await expect(page.getByTestId("final-price")).toHaveText("$1,250.50");
    await expect(main(page)).toContainText("Includes names and numbers on every jersey.");
    const proof = page.getByRole("article", { name: /^Proof 1/ });
    await expect(proof.getByRole("img", { name: "Proof 1: proof-v1.png" })).toBeVisible();
    await expect(proof).toContainText("Navy body, gold numbers.");
    await expect(main(page)).toContainText("Soccer");
    await expect(main(page)).toContainText("Socks × 4");
    await expect(main(page)).toContainText("Rush: 1 Week");
    await expect(page.getByRole("table", { name: /Roster/ }).getByRole("row")).toHaveCount(3);
    await expect(history(page)).toContainText("Request received");
    await expect(history(page)).toContainText("Quote sent");
    await expect(history(page)).toContainText("Proof 1 sent");

    // Approving asks first; 'Not yet' changes nothing.
    await answerPanel(page).getByRole("button", { name: "Approve" }).click();
    const confirm = page.getByRole("dialog", { name: "Approve Proof 1?" });
    await expect(confirm).toContainText("at the quoted price");
    await confirm.getByRole("button", { name: "Not yet" }).click();
    await expect(confirm).toBeHidden();
    await expect(status(page)).toHaveText("Proof sent");

    await answerPanel(page).getByRole("button", { name: "Approve" }).click();
    await page
      .getByRole("dialog", { name: "Approve Proof 1?" })
      .getByRole("button", { name: "Yes, approve" })
      .click();
    await expect(status(page)).toHaveText("Approved");
    await expect(answerPanel(page)).toHaveCount(0);
    await expect(proof).toContainText("You approved this proof");
    await expect(history(page)).toContainText("Proof 1 approved");
    await expect(history(page)).toContainText("You ·");

    // Staff turn it into an order; the page says so.
    const withOrder = await createOrderFromQuote(staff, quote.id);
    await page.reload();
    await expect(status(page)).toHaveText("In production");
    await expect(page.getByRole("heading", { name: `Your Order #${withOrder.order?.number}` })).toBeVisible();
    orderedQuote = quote;
  });

  test.describe("a newer proof", () => {
    // The answer to an outdated proof is refused (409) on purpose.
    test.use({ expectedFailedRequests: ["/trpc/review.respond"] });

    test("two proofs, newest first; an answer to the older one is refused; changes need a comment", async ({
      page,
      request,
    }) => {
      const quote = await requestQuote(request, {
        team_name: `E2E Changers ${stamp}`,
        rush: null,
        roster: [],
      });
      const staff = await adminApi(request);
      await sendProof(staff, quote.id, png, "First idea.");

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(quote.review_path);
      const proofs = page.getByTestId("proof");
      await expect(proofs).toHaveCount(1);

      // The store sends a second proof while the coach is still looking at the first.
      await sendProof(staff, quote.id, pdf, "Second idea, as a PDF.");
      await answerPanel(page).getByRole("button", { name: "Approve" }).click();
      await page
        .getByRole("dialog", { name: "Approve Proof 1?" })
        .getByRole("button", { name: "Yes, approve" })
        .click();
      await expect(answerPanel(page).getByRole("alert")).toContainText(
        "A newer proof (version 2) has been sent since.",
      );
      await expect(proofs).toHaveCount(2);
      await expect(status(page)).toHaveText("Proof sent");
      await expect(proofs.nth(0).getByRole("heading")).toHaveText("Proof 2");
      await expect(proofs.nth(0)).toContainText("Latest");
      await expect(proofs.nth(0).getByRole("link", { name: "proof-v2.pdf" })).toHaveAttribute(
        "href",
        /^\/uploads\/.+\.pdf$/,
      );
      await expect(proofs.nth(1).getByRole("heading")).toHaveText("Proof 1");
      await expect(main(page)).toContainText("Standard");
      await expect(main(page)).toContainText("No roster was sent.");
      await expect(answerPanel(page)).toContainText("Please look at Proof 2");

      await answerPanel(page).getByRole("button", { name: "Request changes" }).click();
      const comment = page.getByRole("textbox", { name: "What should we change?" });
      await answerPanel(page).getByRole("button", { name: "Send Change Request" }).click();
      await expect(answerPanel(page)).toContainText("Tell us what to change.");
      await expect(status(page)).toHaveText("Proof sent");

      await comment.fill("Make the numbers bigger, please.");
      await answerPanel(page).getByRole("button", { name: "Send Change Request" }).click();
      await expect(status(page)).toHaveText("Changes requested");
      await expect(answerPanel(page)).toHaveCount(0);
      await expect(proofs.nth(0)).toContainText("You asked for changes");
      await expect(proofs.nth(0)).toContainText("Make the numbers bigger, please.");
      await expect(history(page)).toContainText("Changes requested on Proof 2");
      await expect(history(page)).toContainText("Make the numbers bigger, please.");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe("the customer's review page: wrong links and accessibility", () => {
  test.describe("links that lead nowhere", () => {
    test.use({ expectedFailedRequests: ["/trpc/review.get"] });

    for (const [what, token] of [
      ["A malformed link (400)", "short"],
      ["An unknown link (404)", "A".repeat(43)],
    ] as const) {
      test(`${what} says it is not valid and how to reach the store`, async ({ page }) => {
        await page.goto(`/review/${token}`);
        await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
        await expect(page).toHaveTitle("This link is not valid | Clanton Sports Apparel");
        await expect(main(page).getByRole("link", { name: "Contact the Store" })).toHaveAttribute(
          "href",
          "/contact",
        );
        await expect(main(page).getByRole("link", { name: "(205) 555-0142" })).toBeVisible();
      });
    }

    test("A completed quote's link (410) says its page is closed and how to reach the store", async ({
      page,
      request,
    }) => {
      const quote = orderedQuote;
      if (!quote) throw new Error("the first test's quote is missing: it did not reach its order");
      await setQuoteStatus(await adminApi(request), quote.id, "completed");
      await page.goto(quote.review_path);
      await expect(page.getByRole("heading", { level: 1, name: "This page is closed" })).toBeVisible();
      await expect(page).toHaveTitle("This page is closed | Clanton Sports Apparel");
      await expect(page.getByTestId("closed-message")).toHaveText(
        `Quote ${quote.reference} is completed, so its page is closed. For anything about it, call the store at (205) 555-0142 or e-mail sales@clantonsportsapparel.com.`,
      );
      await expect(main(page).getByRole("link", { name: "Call (205) 555-0142" })).toHaveAttribute(
        "href",
        "tel:+12055550142",
      );
      await expect(main(page).getByRole("link", { name: "E-mail the Store" })).toHaveAttribute(
        "href",
        "mailto:sales@clantonsportsapparel.com",
      );
      await expectNoSeriousViolations(page, "closed review page");
    });
  });

  test.describe("accessibility", () => {
    let reviewPath = "";

    test.beforeAll(async ({ request }) => {
      const quote = await requestQuote(request, { team_name: `E2E Axe ${stamp}` });
      const staff = await adminApi(request);
      await sendQuotePrice(staff, quote.id, 1500, "Ready when you are.");
      await sendProof(staff, quote.id, pdf, "Here is the layout.");
      reviewPath = `/review/${tokenOf(quote)}`;
    });

    for (const width of [1280, 390]) {
      for (const scheme of colorSchemes) {
        test(`passes axe at ${width} px in ${scheme}, with the confirmation and the answer form`, async ({
          page,
        }) => {
          await useScheme(page, scheme);
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${reviewPath}?sent=true`);
          await expect(page.getByText("Thanks! We received your quote request.")).toBeVisible();
          await answerPanel(page).getByRole("button", { name: "Request changes" }).click();
          await expect(page.getByRole("textbox", { name: "What should we change?" })).toBeVisible();
          await expectNoSeriousViolations(page, `review page ${width} ${scheme}`);
        });
      }
    }
  });
});
