import { adminApi, failProcedure, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { emailsTo, waitForEmail } from "./mailbox";
import { placeOrder, sizedProduct } from "./order-factories";

// A size swap, the most common change to an order: staff make it in the Edit Order dialog, the
// list has the new size, and the customer gets one e-mail saying what changed.

for (const width of [1280, 390]) {
  test(`a size swap on a placed order at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const product = await sizedProduct(request);
    const [from = "", to = ""] = product.sizes;
    const email = `swap-${width}-${Date.now()}@example.com`;
    const order = await placeOrder(request, email, [{ product_id: product.id, size: from, quantity: 2 }]);
    const short = order.id.slice(0, 8);

    await signInAsAdmin(page);
    await page.goto(`/admin/orders?search=${encodeURIComponent(email)}`);
    // A laptop's list opens the quick look, which offers the edit; a phone goes to the order page.
    if (width >= 1000) {
      await page.getByRole("button", { name: `View order ${short}` }).click();
      await page
        .getByRole("dialog", { name: "Order Details" })
        .getByRole("button", { name: "Edit order" })
        .click();
    } else {
      await page.getByRole("button", { name: `Open the page of order #${order.number}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Order #${order.number}` })).toBeVisible();
      await page.getByRole("button", { name: "Edit order" }).click();
    }
    const dialog = page.getByRole("dialog", { name: `Edit Order #${order.number}` });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(`${formatMoney(order.items[0]?.unit_price ?? 0)} each, as ordered`),
    ).toBeVisible();

    await dialog.getByRole("combobox", { name: `Size of ${product.name}` }).click();
    await page.getByRole("option", { name: to, exact: true }).click();
    await expect(dialog.getByRole("combobox", { name: `Size of ${product.name}` })).toHaveValue(to);
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `the Edit Order dialog (${scheme}, ${width} px)`);
    }
    await page.screenshot({ path: test.info().outputPath(`order-edit-${width}.png`), fullPage: true });

    await dialog.getByRole("button", { name: `Update Order #${order.number}` }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(`Order #${order.number} updated (1 change). The customer was e-mailed.`),
    ).toBeVisible();

    // What staff see now is the server's answer: the new size at the old price.
    if (width >= 1000) {
      await page.getByRole("button", { name: `View order ${short}` }).click();
      const details = page.getByRole("dialog", { name: "Order Details" });
      const line = details.getByRole("row").filter({ hasText: product.name });
      await expect(line.getByRole("cell").nth(1)).toHaveText(to);
      await expect(line.getByRole("cell").nth(3)).toHaveText(formatMoney(order.items[0]?.unit_price ?? 0));
    } else {
      await expect(page.getByText(`${from} → ${to} on ${product.name}`).first()).toBeVisible();
    }

    const mail = await waitForEmail(email, `${from} → ${to} on ${product.name}`);
    expect(mail).toContain(`Your order #${order.number} was updated`);
  });
}

const formatMoney = (n: number) => `$${n.toFixed(2)}`;

test.describe("a refused edit", () => {
  test.use({ expectedFailedRequests: ["/trpc/orders.edit"] });

  test("says why above the buttons, takes the focus there and keeps what was typed", async ({
    page,
    request,
  }) => {
    const product = await sizedProduct(request);
    const email = `shipped-${Date.now()}@example.com`;
    const order = await placeOrder(request, email, [
      { product_id: product.id, size: product.sizes[0] ?? "", quantity: 1 },
    ]);
    await signInAsAdmin(page);
    await page.goto(`/admin/orders?search=${encodeURIComponent(email)}`);
    await page.getByRole("button", { name: `View order ${order.id.slice(0, 8)}` }).click();
    await page
      .getByRole("dialog", { name: "Order Details" })
      .getByRole("button", { name: "Edit order" })
      .click();
    const dialog = page.getByRole("dialog", { name: `Edit Order #${order.number}` });
    await dialog.getByRole("textbox", { name: "Phone" }).fill("205-555-0199");

    // Meanwhile the order leaves the shop.
    const api = await adminApi(request);
    const shipped = await api.put(`/api/orders/${order.id}`, {
      data: { status: "shipped" },
      headers: { origin: String(test.info().project.use.baseURL) },
    });
    expect(shipped.ok(), await shipped.text()).toBe(true);

    await dialog.getByRole("button", { name: `Update Order #${order.number}` }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toHaveText(
      `Order #${order.number} is "Ready for pickup"; it can no longer be changed.`,
    );
    await expect(alert.locator("xpath=..")).toBeFocused();
    await expect(dialog.getByRole("textbox", { name: "Phone" })).toHaveValue("205-555-0199");
    expect(await emailsTo(email)).not.toContainEqual(expect.stringContaining("was updated"));
  });
});

test.describe("a catalogue that did not load", () => {
  test.use({ expectedFailedRequests: ["/trpc/products.list"] });

  test("says what can still be changed, readable in both themes", async ({ page, request }) => {
    const product = await sizedProduct(request);
    const email = `no-catalogue-${Date.now()}@example.com`;
    const order = await placeOrder(request, email, [
      { product_id: product.id, size: product.sizes[0] ?? "", quantity: 1 },
    ]);
    await signInAsAdmin(page);
    await failProcedure(page, "products.list", 500, "The database did not answer in time.");
    await page.goto(`/admin/orders?search=${encodeURIComponent(email)}`);
    await page.getByRole("button", { name: `View order ${order.id.slice(0, 8)}` }).click();
    await page
      .getByRole("dialog", { name: "Order Details" })
      .getByRole("button", { name: "Edit order" })
      .click();
    const dialog = page.getByRole("dialog", { name: `Edit Order #${order.number}` });
    await expect(dialog.getByText("The catalogue did not load")).toBeVisible();
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `the Edit Order dialog without its catalogue (${scheme})`);
    }
  });
});
