import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { chooseCheckoutPayment } from "./payments";

// A shopper pays at checkout on the payment provider's page (the Stripe stand-in's, as Stripe's
// hosted Checkout would be), and comes back to an order the webhook has recorded as paid.

const stamp = Date.now().toString(36);
const email = `pays-online-${stamp}@example.com`;

test.describe.configure({ mode: "serial" });

test.describe("paying online at checkout", () => {
  let product: { id: string; name: string; price: number };
  let origin = "";

  test.beforeAll(async ({ request, baseURL }) => {
    origin = new URL(baseURL ?? "").origin;
    const api = await adminApi(request);
    const res = await api.post("/api/products", {
      data: { name: `E2E Online Cap ${stamp}`, price: 18, category: "accessories" },
      headers: { origin },
    });
    expect(res.status(), await res.text()).toBe(201);
    product = (await res.json()).data;
    await chooseCheckoutPayment(api, origin, "pay_now_or_in_store");
  });

  test.afterAll(async ({ request }) => {
    const api = await adminApi(request);
    await chooseCheckoutPayment(api, origin, "in_store");
    if (product) await api.delete(`/api/products/${product.id}`, { headers: { origin } });
  });

  test("a shopper on a phone pays by card and the order shows paid", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(
      (item) => {
        if (!sessionStorage.getItem("cart-seeded")) {
          localStorage.setItem("cart", JSON.stringify({ items: [item] }));
          sessionStorage.setItem("cart-seeded", "1");
        }
      },
      { id: product.id, name: product.name, price: product.price, image_url: null, size: null, quantity: 2 },
    );
    await page.goto("/checkout");
    const choice = page.getByRole("radiogroup", { name: "How would you like to pay?" });
    await expect(choice.getByRole("radio", { name: /Pay now by card/ })).toBeChecked();
    await page.getByRole("textbox", { name: "Full Name" }).fill("Pat Online");
    await page.getByRole("textbox", { name: "Email Address" }).fill(email);
    await page.getByRole("textbox", { name: "Phone Number" }).fill("(205) 555-0199");
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `checkout with the payment choice (${scheme})`);
    }
    await page.getByRole("button", { name: "Place Order and Pay" }).click();

    // Stripe's page (the stand-in's): 2 × $18.00 with the seed's 4% example tax = $37.44.
    await expect(page).toHaveURL(/\/c\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay $37.44" }).click();

    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?payment=done$/);
    await expect(page.getByText("Payment received").first()).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("$37.44");

    // Recorded from the webhook alone: one card payment online, and the order is paid.
    const api = await adminApi(request);
    const list = await api.get(`/api/orders?search=${encodeURIComponent(email)}`);
    const [order] = (await list.json()).data as { number: number }[];
    const detail = await api.get(`/api/orders/by-number/${order?.number}`);
    const { data } = (await detail.json()) as {
      data: { order: { payment_state: string }; payments: { method: string; amount: number }[] };
    };
    expect(data.order.payment_state).toBe("paid");
    expect(data.payments).toEqual([expect.objectContaining({ method: "card online", amount: 37.44 })]);
  });

  test("the owner sees Stripe and Square live on the Payments screen", async ({ page }) => {
    await signInAsAdmin(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/payments");
      await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
      await expect(page.getByText("Live", { exact: true })).toHaveCount(2);
      await expect(page.getByRole("radio", { name: /Pay now or in store/ })).toBeChecked();
      for (const scheme of colorSchemes) {
        await useScheme(page, scheme);
        await expectNoSeriousViolations(page, `the Payments screen at ${width} px (${scheme})`);
      }
    }
  });
});
