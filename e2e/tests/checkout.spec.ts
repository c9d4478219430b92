import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./mailbox";

// A shopper's purchase: the cart (put in place as a returning visitor's would be), checkout, the
// confirmation and the private order page; the admin's view of the order and its status changes.
// Products made here are removed again: every e2e file shares one store.

interface Product {
  id: string;
  name: string;
  price: number;
}

interface CartLine {
  id: string;
  name: string;
  price: number;
  image_url: string | null;
  size: string | null;
  quantity: number;
}

const stamp = Date.now().toString(36);
const email = `shopper-${stamp}@example.com`;

async function createProduct(
  api: APIRequestContext,
  origin: string,
  values: { name: string; price: number; category: string; in_stock?: boolean },
): Promise<Product> {
  const res = await api.post("/api/products", { data: values, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

/** The visitor arrives with these lines in the cart, as if added on an earlier visit. */
async function withCart(page: Page, lines: CartLine[]) {
  await page.addInitScript((items) => {
    if (!sessionStorage.getItem("cart-seeded")) {
      localStorage.setItem("cart", JSON.stringify({ items }));
      sessionStorage.setItem("cart-seeded", "1");
    }
  }, lines);
}

async function ordersOf(api: APIRequestContext, customer: string) {
  const res = await api.get(`/api/orders?search=${encodeURIComponent(customer)}`);
  return (await res.json()).data as { id: string; number: number; status: string; total: number }[];
}

async function fillContact(page: Page, who = email) {
  await page.getByRole("textbox", { name: "Full Name" }).fill("Pat Coach");
  await page.getByRole("textbox", { name: "Email Address" }).fill(who);
  await page.getByRole("textbox", { name: "Phone Number" }).fill("(205) 555-0142");
}

test.describe.configure({ mode: "serial" });

test.describe("checkout", () => {
  let hoodie: Product;
  let cap: Product;
  let soldOut: Product;
  let origin: string;
  /** The private link of the order the first test places. */
  let orderLink = "";

  test.beforeAll(async ({ request, baseURL }) => {
    origin = new URL(baseURL ?? "").origin;
    const api = await adminApi(request);
    hoodie = await createProduct(api, origin, {
      name: `E2E Checkout Hoodie ${stamp}`,
      price: 42.5,
      category: "hoodies",
    });
    cap = await createProduct(api, origin, {
      name: `E2E Checkout Cap ${stamp}`,
      price: 12,
      category: "accessories",
    });
    soldOut = await createProduct(api, origin, {
      name: `E2E Sold Out Tee ${stamp}`,
      price: 15,
      category: "t-shirts",
      in_stock: false,
    });
  });

  test.afterAll(async ({ request }) => {
    const api = await adminApi(request);
    for (const p of [hoodie, cap, soldOut])
      if (p) await api.delete(`/api/products/${p.id}`, { headers: { origin } });
  });

  const line = (p: Product, quantity: number, size: string | null, price = p.price): CartLine => ({
    id: p.id,
    name: p.name,
    price,
    image_url: null,
    size,
    quantity,
  });

  test("a delivery order is priced by the store, placed once, confirmed and followed", async ({
    page,
    request,
  }) => {
    // The browser's cart claims a price of one cent: the store shows its own price, which the
    // shopper accepts before placing the order, and charges it.
    await withCart(page, [line(hoodie, 2, "Adult M", 0.01), line(cap, 1, null)]);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await page.getByRole("button", { name: "Accept New Price" }).click();
    await expect(page.getByText("No payment is taken online.")).toBeVisible();
    await fillContact(page);
    await page.getByRole("radio", { name: /Delivery/ }).check();
    await page.getByRole("textbox", { name: "Street Address" }).fill("12 Main St");
    await page.getByRole("textbox", { name: "City" }).fill("Clanton");
    await page.getByRole("textbox", { name: "ZIP Code" }).fill("35045");
    // Sales tax goes by the place delivered to, chosen from the shop's list.
    await page.getByPlaceholder("Choose a place").click();
    await page.getByRole("option", { name: "Clanton" }).click();
    await expect(page.getByTestId("order-tax")).toContainText("Sales tax (Clanton)$4.28 (estimate)");
    await page.getByRole("textbox", { name: "Note for the store" }).fill("Team Ravens");

    // A double click places one order.
    await page.getByRole("button", { name: "Place Order" }).dblclick();
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?placed=true$/);
    const thanks = page.getByRole("alert").filter({ hasText: "Thank you!" });
    await expect(thanks).toContainText(/Your order #\d+ is placed\./);
    await expect(thanks).toContainText(email);
    // 2 × 42.50 + 12.00 = 97.00, under $100: delivery costs $9.95; the seed's example 4% state tax
    // is on both (the seller's own delivery is taxable): 4.278 → $4.28.
    await expect(page.getByTestId("order-tax")).toContainText("Sales tax (Clanton)$4.28");
    await expect(page.getByTestId("order-total")).toHaveText("$111.23");
    await expect(page.getByText("Size: Adult M · Qty 2 × $42.50")).toBeVisible();
    await expect(page.getByText("12 Main St")).toBeVisible();

    const api = await adminApi(request);
    const placed = await ordersOf(api, email);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ status: "pending", total: 111.23 });
    // The cart is empty once the order is stored.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").items)).toEqual([]);

    // The private link, copied from the page, opens the order later; a guess does not.
    const link = await page.getByRole("textbox", { name: "Order link" }).inputValue();
    expect(link).toBe(page.url().split("?")[0]);
    orderLink = link;
    const number = placed[0]?.number;
    // The confirmation e-mail reached the SMTP server, with the lines and the same private link.
    const confirmation = await waitForEmail(email, `Order #${number}`);
    expect(confirmation).toContain(hoodie.name);
    expect(confirmation).toContain(link);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(page.getByText("Received").first()).toBeVisible();
  });

  test("the admin sees the lines and sizes; a status change shows on the customer's page", async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const [order] = await ordersOf(api, email);
    if (!order) throw new Error("the order of the first test is missing");
    await signInAsAdmin(page);
    await page.goto(`/admin/orders?search=${encodeURIComponent(email)}`);
    const row = page.getByRole("row").filter({ hasText: `#${order.number}` });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: /View/ }).click();
    const details = page.getByRole("dialog", { name: "Order Details" });
    await expect(details).toContainText(hoodie.name);
    await expect(details).toContainText("Adult M");
    await expect(details).toContainText("Delivery to 12 Main St");
    await expect(details).toContainText("Total $111.23");
    await details.getByRole("button", { name: "Close" }).click();

    await page.getByRole("combobox", { name: `Status of order ${order.id.slice(0, 8)}` }).click();
    // A delivery order's "shipped" is offered in the customer's words.
    await page.getByRole("option", { name: "Out for delivery", exact: true }).click();
    await expect(page.getByText("is now out for delivery")).toBeVisible();

    // The customer hears of it by e-mail, and their page tells it in delivery words, with the history.
    const update = await waitForEmail(email, "Out for delivery");
    expect(update).toContain(`Order #${order.number}`);
    await page.goto(orderLink);
    await expect(page.getByText("Out for delivery").first()).toBeVisible();
    const timeline = page.getByRole("heading", { name: "Status" }).locator("xpath=..");
    await expect(timeline).toContainText("Received");
    await expect(timeline).toContainText("Out for delivery");
  });

  test.describe("refusals", () => {
    test.use({ expectedFailedRequests: ["checkout.placeOrder"] });

    test("an out-of-stock product is named, nothing is placed and the cart stays", async ({
      page,
      request,
    }) => {
      const who = `sold-out-${stamp}@example.com`;
      await withCart(page, [line(hoodie, 1, "Adult L"), line(soldOut, 1, "Adult S")]);
      await page.goto("/checkout");
      await fillContact(page, who);
      await page.getByRole("button", { name: "Place Order" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Your order was not placed" });
      await expect(alert).toContainText(`Out of stock: "${soldOut.name}"`);
      expect(await ordersOf(await adminApi(request), who)).toEqual([]);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").items.length)).toBe(
        2,
      );
    });
  });

  test("the form names each field to fix before anything is sent", async ({ page }) => {
    await withCart(page, [line(cap, 1, null)]);
    await page.goto("/checkout");
    await page.getByRole("radio", { name: /Delivery/ }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Full name is required.")).toBeVisible();
    await expect(page.getByText("Email address is required.")).toBeVisible();
    await expect(page.getByText("Street address is required.")).toBeVisible();
    await expect(page.getByText("Enter a 5-digit ZIP code, like 35045.")).toBeVisible();
    // The keyboard is taken to the first field to fix.
    await expect(page.getByRole("textbox", { name: "Full Name" })).toBeFocused();
  });

  test("an empty cart points back to the shop", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" }).last()).toHaveAttribute(
      "href",
      "/shop",
    );
  });

  test.describe("a made-up order link", () => {
    test.use({ expectedFailedRequests: ["checkout.track"] });

    test("finds nothing and says what to do", async ({ page }) => {
      await page.goto(`/orders/${"x".repeat(43)}`);
      await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
      await expect(page.getByText(/We could not find an order for this link/)).toBeVisible();
    });
  });

  test("at 390 px the checkout reads top to bottom and the button is reachable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withCart(page, [line(hoodie, 1, "Youth M")]);
    await page.goto("/checkout");
    const button = page.getByRole("button", { name: "Place Order" });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const scheme of colorSchemes) {
    test(`checkout and the order page pass axe (${scheme})`, async ({ page }) => {
      await useScheme(page, scheme);
      await withCart(page, [line(cap, 2, null)]);
      await page.goto("/checkout");
      await page.getByRole("radio", { name: /Delivery/ }).check();
      await expectNoSeriousViolations(page, `checkout (${scheme})`);
      await fillContact(page, `axe-${scheme}-${stamp}@example.com`);
      await page.getByRole("radio", { name: /Pick up in store/ }).check();
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page.getByRole("heading", { level: 1, name: /Order #\d+/ })).toBeVisible();
      await expectNoSeriousViolations(page, `order page (${scheme})`);
    });
  }
});
