import type { Page } from "@playwright/test";
import { adminApi, PNG_BYTES } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./mailbox";
import { approveQuote, ensureProof, requestQuote } from "./quote-factories";
import { createOrderFromQuote, sendQuotePrice } from "./quotes";

// The customer's order page at 390 px after the click (issue 26): every price whole, and a team
// order made from a quote read as a package with its contents and a credit, not as $0.00 lines
// and "Qty 1 × -$24.00". Orders are placed through the API, as a shopper's or staff's would be.

const stamp = Date.now().toString(36);
const origin = () => String(test.info().project.use.baseURL);
const phone = { width: 390, height: 844 };

/** Whether any amount at the end of an order line is cut off, by its own box or by its card's. */
async function clippedAmounts(page: Page) {
  return page.getByRole("list", { name: "Items" }).evaluate((list) => {
    const card = list.closest(".mantine-Card-root")?.getBoundingClientRect();
    return [...list.querySelectorAll(":scope > li")].flatMap((li) => {
      const amount = li.lastElementChild as HTMLElement;
      const box = amount.getBoundingClientRect();
      const cut = amount.scrollWidth > amount.clientWidth || (card !== undefined && box.right > card.right);
      return cut ? [amount.textContent ?? ""] : [];
    });
  });
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("order pages at 390 px", () => {
  test("a long-named line shows its whole price on the confirmation", async ({ page, request }) => {
    const api = await adminApi(request);
    const made = await api.post("/api/products", {
      data: {
        name: `Youth Performance Moisture-Wicking Practice Tee ${stamp}`,
        price: 19.99,
        category: "accessories",
      },
      headers: { origin: origin() },
    });
    expect(made.status(), await made.text()).toBe(201);
    const product = (await made.json()).data as { id: string };
    try {
      const placed = await request.post("/api/checkout", {
        data: {
          customer: { name: "Pat Coach", email: `lines-${stamp}@example.com`, phone: "205-555-0101" },
          fulfilment: { method: "pickup" },
          lines: [{ product_id: product.id, quantity: 1 }],
        },
        headers: { origin: origin() },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { tracking_path } = (await placed.json()).data as { tracking_path: string };

      await page.setViewportSize(phone);
      await page.goto(`${tracking_path}?placed=true`);
      const line = page.getByRole("list", { name: "Items" }).getByRole("listitem");
      await expect(line).toContainText("Qty 1 × $19.99");
      await expect(line.locator(":scope > :last-child")).toHaveText("$19.99");
      expect(await clippedAmounts(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await api.delete(`/api/products/${product.id}`, { headers: { origin: origin() } });
    }
  });

  test.describe("a team order made from a quote", () => {
    let orderPath = "";

    test.beforeAll(async ({ request, playwright, baseURL }) => {
      const quote = await requestQuote(request, {
        team_name: `E2E Order Lines ${stamp}`,
        // A school office's address, long and without a place to break: it must not widen the page.
        email: `athleticdirector.chiltoncountyhighschool${stamp}@example.com`,
        roster: [
          { name: "Ava Smith", number: "7", size: "Youth M" },
          { name: "Ben Jones", number: "12", size: "Adult L" },
          { name: "Cal Reyes", number: "21", size: "Adult L" },
        ],
      });
      const staff = await adminApi(request);
      // Agreed $24 under the estimate: the order carries the difference as a credit.
      await sendQuotePrice(staff, quote.id, quote.estimate.total - 24, "Team discount included.");
      await ensureProof(staff, "quote", quote.id, PNG_BYTES);
      // The coach answers from their own browser, not the signed-in staff one.
      const coach = await playwright.request.newContext({ baseURL });
      await approveQuote(coach, quote.review_path);
      await coach.dispose();
      const { order } = await createOrderFromQuote(staff, quote.id);
      const mail = await waitForEmail(quote.email, `Order #${order?.number}`);
      const token = /\/orders\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
      expect(token, "the order link in the confirmation e-mail").toBeTruthy();
      orderPath = `/orders/${token}`;
    });

    test("reads as a package with its contents and a credit, and fits the phone", async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(orderPath);
      await expect(page.getByRole("heading", { level: 1, name: /Order #\d+/ })).toBeVisible();
      const items = page.getByRole("list", { name: "Items" });
      await expect(items).not.toContainText("$0.00");
      await expect(items).not.toContainText("× -$");
      const credit = items.getByRole("listitem").filter({ hasText: "Credit" });
      await expect(credit).toContainText("Price agreed in the quote");
      await expect(credit.locator(":scope > :last-child")).toHaveText("−$24.00");
      const contents = page.getByRole("list", { name: "In the package" });
      await expect(contents.getByRole("listitem")).toHaveText([
        "1 × Pro player uniform, size Youth M",
        "2 × Pro player uniform, size Adult L",
      ]);
      expect(await clippedAmounts(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });

    for (const scheme of colorSchemes) {
      test(`passes axe (${scheme})`, async ({ page }) => {
        await useScheme(page, scheme);
        await page.setViewportSize(phone);
        await page.goto(orderPath);
        await expect(page.getByRole("list", { name: "In the package" })).toBeVisible();
        await expectNoSeriousViolations(page, `team order page (${scheme})`);
      });
    }
  });
});
