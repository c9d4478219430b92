import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

interface Order {
  id: string;
  number: number;
  status: string;
  payment_state: string;
}

const table = (page: Page) => page.getByRole("table", { name: "Orders" });
const pick = (page: Page, order: Order) =>
  page.getByRole("checkbox", { name: `Select order #${order.number}` });
const bar = (page: Page) => page.getByRole("region", { name: "Selected orders" });

async function firstOrders(api: APIRequestContext, count: number, filter = ""): Promise<Order[]> {
  const res = await api.get(`/api/orders?page_size=${count}${filter}`);
  expect(res.ok()).toBe(true);
  const orders = (await res.json()).data as Order[];
  if (orders.length < count) throw new Error(`the store has fewer than ${count} orders`);
  return orders;
}

async function openOrders(page: Page, query = "") {
  await signInAsAdmin(page);
  await page.goto(`/admin/orders${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
}

/** Pages as a PDF reader counts them: the file's page objects. */
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

// Changes statuses of the newest orders; the tests read every figure back from the API.
test.describe.configure({ mode: "serial" });

for (const width of [1280, 390]) {
  test.describe(`orders list filters and bulk actions at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("payment state is filtered from the URL and from its control, by the database", async ({
      page,
      request,
    }) => {
      const api = await adminApi(request);
      const unpaid = (await (await api.get("/api/orders?payment_state=unpaid&page_size=100")).json()) as {
        data: Order[];
        total: number;
      };
      const paid = (await (await api.get("/api/orders?payment_state=paid")).json()) as { total: number };
      expect(unpaid.data.every((o) => o.payment_state === "unpaid")).toBe(true);
      await openOrders(page, "?payment_state=paid");
      await expect(page.getByRole("combobox", { name: "Filter by payment" })).toHaveValue("Paid");
      if (paid.total === 0) await expect(page.getByText("No Orders Found")).toBeVisible();
      else await expect(page.getByText(`of ${paid.total}`)).toBeVisible();

      await page.getByRole("combobox", { name: "Filter by payment" }).click();
      await page.getByRole("option", { name: "Unpaid", exact: true }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("payment_state") === "unpaid");
      await expect(table(page).locator("tbody tr")).toHaveCount(Math.min(unpaid.total, 25));
      const [first] = unpaid.data;
      if (first) await expect(pick(page, first)).toBeVisible();
      // The export takes the same filters as the list.
      await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
        "href",
        /payment_state=unpaid/,
      );
    });

    test("three picked orders give one packing-slip PDF of three pages", async ({ page, request }) => {
      const orders = await firstOrders(await adminApi(request), 3);
      await openOrders(page);
      const status = page.getByRole("status").filter({ hasText: /selected/ });
      await expect(status).toHaveText("No orders selected");
      const [first, ...rest] = orders;
      if (!first) throw new Error("no orders");
      // The keyboard path: a checkbox takes focus and Space ticks it.
      await pick(page, first).focus();
      await page.keyboard.press("Space");
      for (const order of rest) await pick(page, order).check();
      await expect(status).toHaveText("3 orders selected");
      const download = page.waitForEvent("download");
      await bar(page).getByRole("link", { name: "Packing slips" }).click();
      const file = await download;
      const numbers = orders.map((o) => o.number);
      expect(file.suggestedFilename()).toBe(
        `packing-slips-${Math.min(...numbers)}-${Math.max(...numbers)}.pdf`,
      );
      const pdf = await readFile(await file.path());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pageCount(pdf)).toBe(3);
      await bar(page).getByRole("button", { name: "Clear selection" }).click();
      await expect(status).toHaveText("No orders selected");
      await expect(bar(page)).toBeHidden();
    });

    test("a status for the picked orders is set after one confirmation; Cancel sets nothing", async ({
      page,
      request,
    }) => {
      const api = await adminApi(request);
      const orders = await firstOrders(api, 3);
      // Words pickup and delivery orders share, whichever the newest orders are.
      const value = orders.every((o) => o.status === "processing") ? "pending" : "processing";
      const target = value === "pending" ? "Received" : "Being prepared";
      await openOrders(page);
      for (const order of orders) await pick(page, order).check();
      await bar(page).getByRole("combobox", { name: "New status for the selected orders" }).click();
      await page.getByRole("option", { name: target, exact: true }).click();
      await bar(page).getByRole("button", { name: "Change status" }).click();
      const dialog = page.getByRole("dialog", { name: "Change the status of 3 orders?" });
      for (const order of orders) await expect(dialog).toContainText(`#${order.number}`);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      expect((await firstOrders(api, 3)).map((o) => o.status)).toEqual(orders.map((o) => o.status));

      await bar(page).getByRole("button", { name: "Change status" }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: `Set 3 orders to ${target}` })
        .click();
      await expect(page.getByText(`3 orders are now ${target.toLowerCase()}.`)).toBeVisible();
      await expect(bar(page)).toBeHidden();
      const after = await firstOrders(api, 3);
      expect(after.map((o) => o.status)).toEqual([value, value, value]);
    });
  });
}

for (const scheme of colorSchemes) {
  test(`the filters, the selection bar and the confirmation pass axe (${scheme})`, async ({
    page,
    request,
  }) => {
    // Other specs take payments on the newest orders: these two are ones the filter below shows.
    const orders = await firstOrders(await adminApi(request), 2, "&payment_state=unpaid");
    await useScheme(page, scheme);
    await openOrders(page, "?payment_state=unpaid&from=2020-01-01");
    await page.waitForLoadState("networkidle");
    for (const order of orders) await pick(page, order).check();
    await expect(bar(page)).toBeVisible();
    await expectNoSeriousViolations(page, `orders with a selection (${scheme})`);
    await bar(page).getByRole("combobox", { name: "New status for the selected orders" }).click();
    await page.getByRole("option", { name: "Received", exact: true }).click();
    await bar(page).getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("dialog", { name: "Change the status of 2 orders?" })).toBeVisible();
    await expectNoSeriousViolations(page, `bulk status question (${scheme})`);
  });
}
