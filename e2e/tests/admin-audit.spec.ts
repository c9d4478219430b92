import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, adminNav, failProcedure, signInAsAdmin, signInAsCustomer } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "./staff";

const table = (page: Page) => page.getByRole("table", { name: "Audit log" });
const rowOf = (page: Page, text: string) => table(page).getByRole("row").filter({ hasText: text });
const details = (page: Page) => page.getByRole("dialog", { name: "Change Details" });

// Writes with the session cookie must say where they come from (the same-origin rule).
const origin = () => String(test.info().project.use.baseURL);

/** A product of this test's own, made through the API (and so written to the audit log). */
async function createProduct(api: APIRequestContext, name: string, price: number): Promise<string> {
  const res = await api.post("/api/products", {
    data: { name, price, category: "t-shirts" },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id;
}

async function deleteProduct(api: APIRequestContext, id: string) {
  const res = await api.delete(`/api/products/${id}`, { headers: { origin: origin() } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function openAuditLog(page: Page, query = "") {
  await signInAsAdmin(page);
  await page.goto(`/admin/audit-log${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test("an admin sees who created and changed a product, filters to products and reads the changes", async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const name = `E2E Audit Tee ${Date.now()}`;
  const id = await createProduct(api, name, 21.5);
  try {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await adminNav(page).getByRole("link", { name: "Audit Log" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/audit-log");
    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    await expect(adminNav(page).getByRole("link", { name: "Audit Log" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByText("Every change staff made to products, images, content, orders and staff accounts."),
    ).toBeVisible();

    const created = rowOf(page, `Created product "${name}"`);
    await expect(created).toContainText(e2eAdmin.email);
    await expect(created).toContainText("Product created");

    await page.getByRole("combobox", { name: "Kind of record" }).click();
    await page.getByRole("option", { name: "Products", exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("entity") === "product");
    await expect(created).toBeVisible();
    await expect(table(page).getByRole("row").filter({ hasText: "Image uploaded" })).toHaveCount(0);

    await created.getByRole("button", { name: /^View Changes/ }).click();
    await expect(details(page)).toContainText(e2eAdmin.email);
    await expect(details(page)).toContainText(id);
    await expect(details(page)).toContainText("Values set");
    await expect(details(page).getByRole("row").filter({ hasText: "name" })).toContainText(name);
    await details(page).getByRole("button", { name: "Close" }).click();
    await expect(details(page)).toBeHidden();

    const put = await api.put(`/api/products/${id}`, {
      data: { name, price: 30, category: "t-shirts" },
      headers: { origin: origin() },
    });
    expect(put.ok(), await put.text()).toBe(true);
    await page.reload();
    const updated = rowOf(page, `Updated product "${name}"`);
    await expect(updated).toContainText("Product updated");
    await updated.getByRole("button", { name: /^View Changes/ }).click();
    await expect(details(page)).toContainText("What changed");
    const price = details(page).getByRole("row").filter({ hasText: "price" });
    await expect(price).toContainText("21.5");
    await expect(price).toContainText("30");
    // Only what changed is listed: the name stayed the same.
    await expect(details(page).getByRole("row").filter({ hasText: name })).toHaveCount(0);
  } finally {
    await deleteProduct(api, id);
  }
});

test("a kind of record without changes says so", async ({ page }) => {
  await signInAsAdmin(page);
  await page.route("**/trpc/**audit.list**", async (route) => {
    const url = new URL(route.request().url());
    const procedures = url.pathname.replace("/trpc/", "").split(",");
    if (!procedures.includes("audit.list")) return route.fallback();
    const real = procedures.length > 1 ? ((await (await route.fetch()).json()) as unknown[]) : [];
    const empty = { result: { data: { items: [], total: 0, page: 1, page_size: 25 } } };
    const answers = procedures.map((p, i) => (p === "audit.list" ? empty : real[i]));
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify(url.searchParams.has("batch") ? answers : answers[0]),
    });
  });
  await page.goto("/admin/audit-log?entity=staff");
  await expect(page.getByText("No changes of this kind")).toBeVisible();
  await page.goto("/admin/audit-log");
  await expect(page.getByText("No changes recorded yet")).toBeVisible();
});

test.describe("failures", () => {
  test.use({ expectedFailedRequests: ["/trpc/audit"] });

  test("a log that cannot be read says why, and Try Again loads it", async ({ page }) => {
    await signInAsAdmin(page);
    await failProcedure(page, "audit.list", 500, "The database is not answering.");
    await page.goto("/admin/audit-log");
    await expect(page.getByRole("alert")).toContainText(
      "Error fetching the audit log: The database is not answering.",
    );
    await page.unrouteAll({ behavior: "wait" });
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(table(page)).toBeVisible();
  });
});

test("a signed-in customer cannot open the audit log", async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto("/admin/audit-log");
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

for (const scheme of colorSchemes) {
  test(`the audit log and its details pass axe (${scheme})`, async ({ page, request }) => {
    const api = await adminApi(request);
    const name = `E2E Axe Audit Tee ${scheme} ${Date.now()}`;
    const id = await createProduct(api, name, 12);
    try {
      await useScheme(page, scheme);
      await openAuditLog(page);
      await expect(rowOf(page, name)).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `audit log (${scheme})`);
      await rowOf(page, name)
        .getByRole("button", { name: /^View Changes/ })
        .click();
      await expect(details(page)).toBeVisible();
      await expectNoSeriousViolations(page, `audit details (${scheme})`);
    } finally {
      await deleteProduct(api, id);
    }
  });
}
