import { adminApi, PNG_BYTES } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./mailbox";
import { approveQuote, ensureProof, requestQuote } from "./quote-factories";
import { createOrderFromQuote, sendQuotePrice } from "./quotes";

// A coach pays a quote's deposit from the order e-mail's link on a phone: the link opens the order
// page with the deposit button first, the provider's page (the Stripe stand-in) takes the card, and
// back on the order page the store shows what the provider's event recorded.

const stamp = Date.now().toString(36);
const origin = () => String(test.info().project.use.baseURL);
const phone = { width: 390, height: 844 };
const DEPOSIT_PERCENT = 50;

test.describe.configure({ mode: "serial" });

test.describe("a quote's deposit, paid from the e-mailed link", () => {
  let payPath = "";
  let deposit = "";
  let total = 0;
  let percentBefore = DEPOSIT_PERCENT;

  test.beforeAll(async ({ request, playwright, baseURL }) => {
    // The coach's request goes unsigned, as the public form sends it; then the request signs in as staff.
    const quote = await requestQuote(request, {
      team_name: `E2E Deposit ${stamp}`,
      roster: [
        { name: "Ava Smith", number: "7", size: "Youth M" },
        { name: "Ben Jones", number: "12", size: "Adult L" },
      ],
    });
    const staff = await adminApi(request);
    const settings = await staff.get("/api/payments/settings");
    percentBefore = (await settings.json()).data.quote_deposit_percent;
    const set = await staff.patch("/api/payments/settings", {
      data: { quote_deposit_percent: DEPOSIT_PERCENT },
      headers: { origin: origin() },
    });
    expect(set.ok(), await set.text()).toBe(true);

    await sendQuotePrice(staff, quote.id, 401.5, "Two uniforms, as agreed.");
    await ensureProof(staff, "quote", quote.id, PNG_BYTES);
    const coach = await playwright.request.newContext({ baseURL });
    await approveQuote(coach, quote.review_path);
    await coach.dispose();
    const { order } = await createOrderFromQuote(staff, quote.id);

    const mail = await waitForEmail(quote.email, "deposit now");
    expect(mail).toContain(`Order #${order?.number}`);
    deposit = /Pay the (\$[\d,]+\.\d\d) deposit now/.exec(mail)?.[1] ?? "";
    total = Number(/Total: \$([\d,]+\.\d\d)/.exec(mail)?.[1]?.replace(/,/g, ""));
    payPath = /(\/orders\/[A-Za-z0-9_-]{43}\?pay=1)/.exec(mail)?.[1] ?? "";
    expect(payPath, "the pay link in the order e-mail").not.toBe("");
  });

  test.afterAll(async ({ request }) => {
    const staff = await adminApi(request);
    await staff.patch("/api/payments/settings", {
      data: { quote_deposit_percent: percentBefore },
      headers: { origin: origin() },
    });
  });

  test("the e-mail asks the deposit share of the total, to the cent", () => {
    const expected = Math.round(total * DEPOSIT_PERCENT) / 100;
    expect(deposit).toBe(`$${expected.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  });

  for (const scheme of colorSchemes) {
    test(`the order page with the pay button passes axe (${scheme})`, async ({ page }) => {
      await useScheme(page, scheme);
      await page.setViewportSize(phone);
      await page.goto(payPath);
      await expect(page.getByRole("button", { name: `Pay the ${deposit} deposit now` })).toBeVisible();
      await expectNoSeriousViolations(page, `order page with the pay button (${scheme})`);
    });
  }

  test("the coach pays the deposit and sees it received, with the balance left", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(payPath);
    const pay = page.getByRole("button", { name: `Pay the ${deposit} deposit now` });
    // Opened from the e-mail's link: the button is where the coach starts.
    await expect(pay).toBeFocused();
    await pay.click();

    // The provider's page (the stand-in of Stripe Checkout) asks exactly the deposit.
    await expect(page.getByText(`Amount due: ${deposit}`)).toBeVisible();
    await page.getByRole("button", { name: `Pay ${deposit}` }).click();

    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?payment=done/);
    await expect(page.getByText("Payment received")).toBeVisible();
    const depositDollars = Number(deposit.replace(/[$,]/g, ""));
    const balance = page.getByTestId("order-balance");
    await expect(balance).toContainText(`Paid so far${deposit}`);
    const left = (Math.round(total * 100) - Math.round(depositDollars * 100)) / 100;
    await expect(balance).toContainText(`$${left.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    // With the deposit paid, what is left is the balance: the page offers it, not a second deposit.
    await expect(page.getByRole("button", { name: /deposit now/ })).toHaveCount(0);
    await expectNoSeriousViolations(page, "order page after paying");
  });

  for (const scheme of colorSchemes) {
    test(`the page after paying passes axe (${scheme})`, async ({ page }) => {
      await useScheme(page, scheme);
      await page.setViewportSize(phone);
      await page.goto(payPath.replace("?pay=1", "?payment=done"));
      await expect(page.getByText("Payment received")).toBeVisible();
      await expectNoSeriousViolations(page, `order page after paying (${scheme})`);
    });
  }
});
