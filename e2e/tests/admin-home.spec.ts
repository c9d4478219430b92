import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, adminNav, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

// Writes with the session cookie must say where they come from (the same-origin rule).
const origin = () => String(test.info().project.use.baseURL);
const money = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

// biome-ignore lint/suspicious/noExplicitAny: the answer is read loosely; the assertions check the screen.
type Home = Record<string, any>;

async function homeFigures(api: APIRequestContext, days: 30 | 90): Promise<Home> {
  const res = await api.get(`/api/admin/home?days=${days}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

const queueCards = [
  ["New orders", "new_orders"],
  ["Quotes to price or proof", "quotes_waiting"],
  ["New artwork requests", "artwork_requests"],
  ["Unpaid pickups", "unpaid_pickups"],
  ["Unread messages", "unread_messages"],
  ["Running low", "running_low"],
] as const;

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

for (const width of [1280, 390]) {
  test(`the home shows today's work and the sales chart's figures (${width} px)`, async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const stamp = `${width}-${Date.now()}`;
    // A message from the contact form and a product marked out of stock: both wait on the home.
    const sent = await request.post("/api/contact-submissions", {
      data: { name: `Home Visitor ${stamp}`, email: `visitor-${stamp}@example.com`, message: "Hello!" },
      headers: { origin: origin() },
    });
    expect(sent.status()).toBe(201);
    const created = await api.post("/api/products", {
      data: { name: `Aaa Sold Out ${stamp}`, price: 12, category: "t-shirts", in_stock: false },
      headers: { origin: origin() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const productId = (await created.json()).data.id as string;
    try {
      const figures = await homeFigures(api, 30);
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();

      for (const [name, key] of queueCards) {
        await expect(card(page, name).getByRole("heading", { name })).toBeVisible();
        await expect(card(page, name)).toContainText(`${figures.queue[key].count} waiting`);
      }
      const messages = card(page, "Unread messages");
      await expect(messages.getByRole("link", { name: `Home Visitor ${stamp}` })).toBeVisible();
      await expect(
        card(page, "Running low").getByRole("link", { name: `Aaa Sold Out ${stamp}` }),
      ).toBeVisible();
      await expect(card(page, "Running low")).toContainText("Out of stock");

      // The chart's text: its summary, and the day-by-day table screen readers get.
      const { sales } = figures;
      const orders = sales.orders === 1 ? "1 order" : `${sales.orders} orders`;
      await expect(page.getByText(`Sales last 30 days: ${money(sales.total)} over ${orders}.`)).toBeVisible();
      const table = page.getByRole("table", { name: "Daily sales, last 30 days" });
      await expect(table.getByRole("row")).toHaveCount(31);
      await expect(page.getByRole("heading", { name: "Top products by units" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Top products by revenue" })).toBeVisible();

      // 90 days: in the address, the summary and the table follow.
      await page.getByText("Last 90 days").click();
      await expect(page).toHaveURL((url) => url.searchParams.get("days") === "90");
      const longer = (await homeFigures(api, 90)).sales;
      const longerOrders = longer.orders === 1 ? "1 order" : `${longer.orders} orders`;
      await expect(
        page.getByText(`Sales last 90 days: ${money(longer.total)} over ${longerOrders}.`),
      ).toBeVisible();
      await expect(
        page.getByRole("table", { name: "Daily sales, last 90 days" }).getByRole("row"),
      ).toHaveCount(91);

      // A waiting message is one click from the home.
      await messages.getByRole("link", { name: `Home Visitor ${stamp}` }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/admin/contact-messages");
      await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();
      await expect(page.getByRole("table", { name: "Contact messages" })).toContainText(
        `Home Visitor ${stamp}`,
      );
    } finally {
      await api.delete(`/api/products/${productId}`, { headers: { origin: origin() } });
    }
  });
}

test("the artwork list is one click from the home", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await adminNav(page).getByRole("link", { name: "Artwork Submissions" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/custom-artwork-submissions");
  await expect(page.getByRole("table", { name: "Recent Submissions" })).toBeVisible();
});

for (const scheme of colorSchemes) {
  test(`the home passes axe (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 2, name: "Sales" })).toBeVisible();
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, `home (${scheme})`);
  });
}
