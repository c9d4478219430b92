import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { type CustomerOrderStatus, statusInWords } from "@store/db/catalogue";
import { adminApi, failProcedure, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "./staff";

interface Order {
  id: string;
  status: CustomerOrderStatus;
  fulfilment: "pickup" | "delivery";
  customer_email: string;
  total: number;
  tax: number;
  payment_state: string;
  items: { product_name: string }[];
}

const table = (page: Page) => page.getByRole("table", { name: "Orders" });
const rowOf = (page: Page, id: string) =>
  table(page)
    .getByRole("row")
    .filter({ hasText: id.slice(0, 8) });
const statusSelect = (page: Page, id: string) =>
  page.getByRole("combobox", { name: `Status of order ${id.slice(0, 8)}` });
const tile = (page: Page, label: string) =>
  page.locator(".mantine-Paper-root").filter({ has: page.getByText(label, { exact: true }) });

async function allOrders(api: APIRequestContext): Promise<Order[]> {
  const res = await api.get("/api/orders?page_size=100");
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

async function openOrders(page: Page, query = "") {
  await signInAsAdmin(page);
  await page.goto(`/admin/orders${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
}

// The e2e store starts with the seed's demo orders; these tests change and delete some of them.
test.describe.configure({ mode: "serial" });

test.describe("manage orders", () => {
  test("four tiles with the database's figures, revenue to the cent", async ({ page, request }) => {
    const api = await adminApi(request);
    const stats = (await (await api.get("/api/orders/stats")).json()).data;
    const orders = await allOrders(api);
    // A cancelled order brought no money in; sales tax is collected for the state, not earned.
    const cents = orders
      .filter((o) => o.status !== "cancelled")
      .reduce((sum, o) => sum + Math.round(o.total * 100) - Math.round(o.tax * 100), 0);
    expect(stats.revenue).toBe(cents / 100);
    await openOrders(page);
    const money = stats.revenue.toLocaleString("en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(tile(page, "Revenue")).toContainText(`$${money}`);
    await expect(tile(page, "Total Orders")).toContainText(String(stats.total_orders));
    // Counted over pickup and delivery orders alike: named in the words of both.
    await expect(tile(page, "Received")).toContainText(String(stats.pending));
    await expect(tile(page, "Picked up / Delivered")).toContainText(String(stats.delivered));
  });

  test("the table shows 8-character ids, and the details the whole order", async ({ page, request }) => {
    const [order] = await allOrders(await adminApi(request));
    if (!order) throw new Error("the seed has no orders");
    await openOrders(page);
    // The first column holds the selection checkboxes; Payment follows Status.
    await expect(table(page).locator("thead th")).toHaveText([
      "",
      /Order ID/,
      /Customer/,
      /Product/,
      /Status/,
      /Payment/,
      /Date/,
      /Actions/,
    ]);
    const row = rowOf(page, order.id);
    await expect(row.locator("code")).toHaveText(order.id.slice(0, 8));
    await row.getByRole("button", { name: `View order ${order.id.slice(0, 8)}` }).click();
    const dialog = page.getByRole("dialog", { name: "Order Details" });
    await expect(dialog.getByText(order.id, { exact: true })).toBeVisible();
    await expect(dialog.getByText(order.customer_email).first()).toBeVisible();
    for (const item of order.items) await expect(dialog.getByText(item.product_name).first()).toBeVisible();
    await dialog.getByRole("button").first().press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a status change disables only that order's dropdown, then updates the row", async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const [first, second] = await allOrders(api);
    if (!first || !second) throw new Error("the seed has too few orders");
    const value = first.status === "shipped" ? "processing" : "shipped";
    // The order's own words: "Ready for pickup" or "Out for delivery" for "shipped".
    const next = statusInWords(value, first.fulfilment);
    await openOrders(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/trpc/orders.updateStatus**", async (route) => {
      await held;
      await route.fallback();
    });
    await statusSelect(page, first.id).click();
    await page.getByRole("option", { name: next, exact: true }).click();
    await expect(statusSelect(page, first.id)).toBeDisabled();
    await expect(statusSelect(page, second.id)).toBeEnabled();
    release();
    await expect(statusSelect(page, first.id)).toBeEnabled();
    await expect(statusSelect(page, first.id)).toHaveValue(next);
    await expect(page.getByText(`is now ${next.toLowerCase()}`)).toBeVisible();
    const stored = (await allOrders(api)).find((o) => o.id === first.id);
    expect(stored?.status).toBe(value);
    // The order's details name the change, who made it and when, from the audit log.
    await rowOf(page, first.id)
      .getByRole("button", { name: `View order ${first.id.slice(0, 8)}` })
      .click();
    const lastChange = page.getByRole("dialog", { name: "Order Details" }).getByTestId("last-change");
    await expect(lastChange).toContainText("Last change:");
    await expect(lastChange).toContainText(e2eAdmin.email);
    await expect(lastChange).toContainText(next);
  });

  test.describe("failures", () => {
    test.use({ expectedFailedRequests: ["/trpc/orders"] });

    test("a refused status change says why and keeps the old status", async ({ page, request }) => {
      const [order] = await allOrders(await adminApi(request));
      if (!order) throw new Error("no orders");
      await openOrders(page);
      const before = await statusSelect(page, order.id).inputValue();
      await failProcedure(page, "orders.updateStatus", 500, "The database is not answering.");
      await statusSelect(page, order.id).click();
      await page
        .getByRole("option", { name: before === "Cancelled" ? "Received" : "Cancelled", exact: true })
        .click();
      await expect(
        page.getByText("Error updating order status: The database is not answering."),
      ).toBeVisible();
      await expect(statusSelect(page, order.id)).toHaveValue(before);
    });

    test("a list that cannot be read shows the §8 message, and Retry loads it", async ({ page }) => {
      await signInAsAdmin(page);
      await failProcedure(page, "orders.list", 500, "The database is not answering.");
      await page.goto("/admin/orders");
      await expect(page.getByRole("alert")).toContainText(
        "Error fetching orders: The database is not answering.",
      );
      await page.unrouteAll({ behavior: "wait" });
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(table(page)).toBeVisible();
    });
  });

  test("search, status filter and sort live in the URL; nothing found is 'No Orders Found'", async ({
    page,
    request,
  }) => {
    const [order] = await allOrders(await adminApi(request));
    if (!order) throw new Error("no orders");
    await openOrders(page);
    await page.getByRole("textbox", { name: "Search orders" }).fill(order.customer_email.toUpperCase());
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("search") === order.customer_email.toUpperCase(),
    );
    await expect(rowOf(page, order.id)).toBeVisible();
    await page.getByRole("textbox", { name: "Search orders" }).fill("nobody-ordered-this");
    await expect(page.getByText("No Orders Found")).toBeVisible();
    await page.goto("/admin/orders?status=delivered&sort=customer&dir=asc");
    await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveValue(
      "Picked up / Delivered",
    );
    const statuses = await table(page).locator("tbody tr").count();
    for (let i = 0; i < statuses; i += 1) {
      await expect(
        table(page)
          .getByRole("combobox", { name: /^Status of order/ })
          .nth(i),
      ).toHaveValue(/^(Picked up|Delivered)$/);
    }
  });

  test("Export CSV saves the filtered orders", async ({ page }) => {
    await openOrders(page, "?status=delivered");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), "utf8"))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Order Number","Order ID","Date","Status","Customer Name","Customer Email","Customer Phone","Fulfilment","Products","Subtotal","Delivery Fee","Sales Tax","Tax Place","Total","Status in Words"',
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toContain('"delivered"');
  });

  test("delete asks the spec's question; Cancel keeps the order, Delete removes it", async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    // An order with payments on record is kept for the books (decision 040): take one without.
    const order = (await allOrders(api)).find((o) => o.payment_state === "unpaid");
    if (!order) throw new Error("no unpaid orders");
    await openOrders(page);
    const remove = () =>
      rowOf(page, order.id).getByRole("button", { name: `Delete order ${order.id.slice(0, 8)}` });
    await remove().click();
    const confirm = page.getByRole("dialog", { name: `Delete order ${order.id.slice(0, 8)}` });
    await expect(confirm.getByText("Are you sure you want to delete this order?")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, order.id)).toBeVisible();

    await remove().click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(rowOf(page, order.id)).toHaveCount(0);
    await expect(page.getByText("Order deleted.")).toBeVisible();
    expect((await allOrders(api)).some((o) => o.id === order.id)).toBe(false);
  });

  for (const scheme of colorSchemes) {
    test(`the screen, its details and the delete question pass axe (${scheme})`, async ({
      page,
      request,
    }) => {
      const [order] = await allOrders(await adminApi(request));
      if (!order) throw new Error("no orders");
      await useScheme(page, scheme);
      await openOrders(page);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `orders (${scheme})`);
      await rowOf(page, order.id)
        .getByRole("button", { name: `View order ${order.id.slice(0, 8)}` })
        .click();
      await expect(page.getByRole("dialog", { name: "Order Details" })).toBeVisible();
      await expectNoSeriousViolations(page, `order details (${scheme})`);
      await page.keyboard.press("Escape");
      await rowOf(page, order.id)
        .getByRole("button", { name: `Delete order ${order.id.slice(0, 8)}` })
        .click();
      await expect(page.getByText("Are you sure you want to delete this order?")).toBeVisible();
      await expectNoSeriousViolations(page, `delete question (${scheme})`);
    });
  }
});
