import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// After the click at checkout, on a phone (issue 26): a price the store raised after the item went
// into the cart is shown beside the old one and charged only once accepted, the server refusing an
// order sent at the old price; a refusal appears where the shopper is looking and takes the focus.
// One-size products made here are removed again: every e2e file shares one store.

const stamp = Date.now().toString(36);
const origin = () => String(test.info().project.use.baseURL);
const phone = { width: 390, height: 844 };

interface Product {
  id: string;
  name: string;
}

async function makeProduct(api: APIRequestContext, name: string, price: number): Promise<Product> {
  const res = await api.post("/api/products", {
    data: { name: `${name} ${stamp}`, price, category: "accessories" },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

async function setPrice(api: APIRequestContext, product: Product, price: number) {
  const res = await api.put(`/api/products/${product.id}`, {
    data: { name: product.name, price, category: "accessories" },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The visitor arrives with these lines in the cart, at the prices they saw when adding them. */
async function withCart(page: Page, lines: { product: Product; price: number }[]) {
  const items = lines.map(({ product, price }) => ({
    id: product.id,
    name: product.name,
    price,
    image_url: null,
    size: null,
    quantity: 1,
  }));
  await page.addInitScript((seeded) => {
    if (!sessionStorage.getItem("cart-seeded")) {
      localStorage.setItem("cart", JSON.stringify({ items: seeded }));
      sessionStorage.setItem("cart-seeded", "1");
    }
  }, items);
}

async function fillContact(page: Page, who: string) {
  await page.getByRole("textbox", { name: "Full Name" }).fill("Pat Coach");
  await page.getByRole("textbox", { name: "Email Address" }).fill(who);
  await page.getByRole("textbox", { name: "Phone Number" }).fill("(205) 555-0142");
}

const placeOrder = (page: Page) => page.getByRole("button", { name: "Place Order" });
const notice = (page: Page) => page.getByRole("region", { name: /changed/ });
const failure = (page: Page) => page.getByRole("alert").filter({ hasText: "Your order was not placed" });

test.describe("checkout after a price change, at 390 px", () => {
  const made: Product[] = [];
  test.afterAll(async ({ request }) => {
    const api = await adminApi(request);
    for (const p of made) await api.delete(`/api/products/${p.id}`, { headers: { origin: origin() } });
  });

  test("a raised price is shown beside the old one and charged only once accepted", async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const cap = await makeProduct(api, "E2E Price Cap", 20);
    made.push(cap);
    await setPrice(api, cap, 24.5);
    await withCart(page, [{ product: cap, price: 20 }]);
    await page.setViewportSize(phone);
    await page.goto("/checkout");

    const items = page.getByRole("list", { name: "Items" });
    await expect(items).toContainText("Qty 1 × $24.50 (was $20.00)");
    // $24.50 plus the seed's example 4% state tax.
    await expect(page.getByTestId("order-total")).toHaveText("$25.48");
    await expect(notice(page)).toContainText(`${cap.name}: now $24.50, was $20.00`);

    // Place Order asks first, beside the button: nothing is sent.
    await fillContact(page, `raised-${stamp}@example.com`);
    await placeOrder(page).click();
    await expect(notice(page)).toBeFocused();
    await expect(notice(page)).toBeInViewport();
    await expect(notice(page)).toContainText("Accept the new price to place your order.");
    await expect(page).toHaveURL(/\/checkout$/);

    await notice(page).getByRole("button", { name: "Accept New Price" }).click();
    await expect(notice(page)).toHaveCount(0);
    await expect(items).not.toContainText("was");
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?placed=true$/);
    await expect(page.getByTestId("order-total")).toHaveText("$25.48");
  });

  test.describe("the store refuses", () => {
    test.use({ expectedFailedRequests: ["checkout.placeOrder"] });

    test("a price changed while the shopper typed: the refusal is at the button, focused, and the new price can be accepted", async ({
      page,
      request,
    }) => {
      const api = await adminApi(request);
      const tee = await makeProduct(api, "E2E Price Tee", 18);
      made.push(tee);
      await withCart(page, [{ product: tee, price: 18 }]);
      await page.setViewportSize(phone);
      await page.goto("/checkout");
      await expect(page.getByTestId("order-total")).toHaveText("$18.72");
      await expect(notice(page)).toHaveCount(0);

      await setPrice(api, tee, 21);
      await fillContact(page, `meanwhile-${stamp}@example.com`);
      await placeOrder(page).click();
      await expect(failure(page)).toContainText(`"${tee.name}" was $18.00, now $21.00`);
      await expect(failure(page)).toBeFocused();
      await expect(failure(page)).toBeInViewport();
      // Read again, the new price asks to be accepted; accepted, the order is placed at it.
      await notice(page).getByRole("button", { name: "Accept New Price" }).click();
      await placeOrder(page).click();
      await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?placed=true$/);
      await expect(page.getByTestId("order-total")).toHaveText("$21.84");
    });

    for (const scheme of colorSchemes) {
      test(`a changed price and a product gone: both notices pass axe (${scheme})`, async ({
        page,
        request,
      }) => {
        await useScheme(page, scheme);
        const api = await adminApi(request);
        const hat = await makeProduct(api, `E2E Price Hat ${scheme}`, 15);
        const gone = await makeProduct(api, `E2E Gone Hat ${scheme}`, 9);
        made.push(hat);
        await setPrice(api, hat, 16);
        await withCart(page, [
          { product: hat, price: 15 },
          { product: gone, price: 9 },
        ]);
        await api.delete(`/api/products/${gone.id}`, { headers: { origin: origin() } });
        await page.setViewportSize(phone);
        await page.goto("/checkout");
        await expect(notice(page)).toBeVisible();
        await expectNoSeriousViolations(page, `checkout, price changed (${scheme})`);

        await notice(page).getByRole("button", { name: "Accept New Price" }).click();
        await fillContact(page, `gone-${scheme}-${stamp}@example.com`);
        await placeOrder(page).click();
        await expect(failure(page)).toContainText("not in the catalogue");
        await expect(failure(page)).toBeFocused();
        await expect(failure(page)).toBeInViewport();
        await expectNoSeriousViolations(page, `checkout, order refused (${scheme})`);
      });
    }
  });
});
