import type { Page } from "@playwright/test";
import { adminNav, failProcedure, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "./staff";

const createDialog = (page: Page) => page.getByRole("dialog", { name: "Create API Key" });
const createdDialog = (page: Page) => page.getByRole("dialog", { name: "API Key Created" });
const table = (page: Page) => page.getByRole("table", { name: "API keys" });

async function openApiKeys(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/admin/api-keys");
  await expect(page.getByRole("heading", { level: 1, name: "API Keys" })).toBeVisible();
}

/** Creates a key in the portal and returns it as the dialog shows it (the only time it is shown). */
async function createKeyInPortal(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "Create API Key" }).click();
  await createDialog(page).getByRole("textbox", { name: "Name" }).fill(name);
  await createDialog(page).getByRole("button", { name: "Create API Key" }).click();
  const shown = createdDialog(page).getByRole("textbox", { name: `Key for "${name}"` });
  await expect(shown).toHaveValue(/^csk_[A-Za-z0-9_-]{43}$/);
  return shown.inputValue();
}

test("an admin creates a key, a script uses it, and revoking it shuts the script out", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const name = `Stock sync ${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto("/admin");
  await adminNav(page).getByRole("link", { name: "API Keys" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API Keys" })).toBeVisible();
  await expect(adminNav(page).getByRole("link", { name: "API Keys" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const key = await createKeyInPortal(page, name);

  await expect(createdDialog(page).getByText("You won't see this key again.")).toBeVisible();
  await createdDialog(page).getByRole("button", { name: "Copy" }).click();
  await expect(createdDialog(page).getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await createdDialog(page).getByRole("button", { name: "Done" }).click();
  await expect(createdDialog(page)).toBeHidden();

  // The list shows the key's first characters only, and that it was never used.
  const row = table(page).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`${key.slice(0, 8)}…`);
  await expect(row).toContainText(e2eAdmin.email);
  await expect(row).toContainText("Never");
  await expect(row).toContainText("Active");
  await expect(page.getByText(key)).toHaveCount(0);

  // A script, with no cookie and no Origin: only the key.
  const auth = { Authorization: `Bearer ${key}` };
  const made = await request.post("/api/products", {
    headers: auth,
    data: { name: `Key product ${Date.now()}`, price: 19.99, category: "accessories" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const product = (await made.json()).data as { id: string };

  await page.reload();
  await expect(row).not.toContainText("Never");

  await page.getByRole("button", { name: `Revoke the API key ${name}` }).click();
  await page.getByRole("dialog", { name: "Revoke API key" }).getByRole("button", { name: "Revoke" }).click();
  await expect(row).toContainText("Revoked");

  const refused = await request.delete(`/api/products/${product.id}`, { headers: auth });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error).toContain("revoked");
  // The product the script made is still there: nothing happened with the revoked key.
  expect((await request.get(`/api/products/${product.id}`)).status()).toBe(200);

  // The signed-in admin removes it, so the shop's catalogue is as the other tests expect.
  const removed = await page.request.delete(`/api/products/${product.id}`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(removed.status(), await removed.text()).toBe(200);
});

for (const scheme of colorSchemes) {
  test(`the API keys page and its dialogs pass axe (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await openApiKeys(page);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, `API keys (${scheme})`);
    await page.getByRole("button", { name: "Create API Key" }).click();
    await expect(createDialog(page)).toBeVisible();
    await expectNoSeriousViolations(page, `create API key dialog (${scheme})`);
    await createDialog(page).getByRole("textbox", { name: "Name" }).fill(`Axe ${scheme}`);
    await createDialog(page).getByRole("button", { name: "Create API Key" }).click();
    await expect(createdDialog(page)).toBeVisible();
    await expectNoSeriousViolations(page, `created API key dialog (${scheme})`);
  });
}

test("the API keys page fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApiKeys(page);
  await expect(page.getByRole("button", { name: "Create API Key" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** Answers `apiKeys.list` with these keys, leaving any other procedure of the batch to the server. */
async function stubKeyList(page: Page, keys: Record<string, unknown>[]) {
  await page.route("**/trpc/**apiKeys.list**", async (route) => {
    const url = new URL(route.request().url());
    const procedures = url.pathname.replace("/trpc/", "").split(",");
    if (!procedures.includes("apiKeys.list")) return route.fallback();
    const real = procedures.length > 1 ? ((await (await route.fetch()).json()) as unknown[]) : [];
    const answers = procedures.map((p, i) => (p === "apiKeys.list" ? { result: { data: keys } } : real[i]));
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify(url.searchParams.has("batch") ? answers : answers[0]),
    });
  });
}

test("with no keys yet, the list says so", async ({ page }) => {
  await stubKeyList(page, []);
  await openApiKeys(page);
  await expect(page.getByText("No API Keys")).toBeVisible();
  await expect(
    page.getByText("Create one for a script or another system that changes the store."),
  ).toBeVisible();
});

test("long names and revoked keys fit beside the menu, and a phone scrolls the table by keyboard", async ({
  page,
}) => {
  const revoked = {
    id: "00000000-0000-4000-8000-000000000001",
    name: "Nightly inventory sync from the warehouse spreadsheet",
    prefix: "csk_a6YA",
    created_at: "2026-11-20T15:04:00.000Z",
    created_by: "operations.manager.clanton@example.com",
    last_used_at: "2026-11-23T22:16:00.000Z",
    revoked_at: "2026-11-23T22:17:00.000Z",
  };
  await stubKeyList(page, [revoked]);
  await openApiKeys(page);
  const row = table(page).getByRole("row").filter({ hasText: revoked.name });
  await expect(row).toContainText("Revoked");
  await expect(row).toContainText("by operations.manager.clanton@example.com");
  const scroller = page.getByRole("region", { name: "API keys table" });
  const sideways = () => scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, "API keys with a revoked key (1280 px)");

  // On a phone the table scrolls sideways; with nothing in it to focus, the area itself takes focus.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sideways()).toBeGreaterThan(0);
  await scroller.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, "API keys with a revoked key (390 px)");
});

test.describe("failures", () => {
  test.use({ expectedFailedRequests: ["/trpc/apiKeys"] });

  test("a list that cannot be read says why, and Retry loads it", async ({ page }) => {
    await signInAsAdmin(page);
    await failProcedure(page, "apiKeys.list", 500, "The database is not answering.");
    await page.goto("/admin/api-keys");
    await expect(page.getByRole("alert")).toContainText(
      "Error fetching API keys: The database is not answering.",
    );
    await page.unrouteAll({ behavior: "wait" });
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(table(page)).toBeVisible();
  });

  test("a key needs a name, said beside the field", async ({ page }) => {
    await openApiKeys(page);
    await page.getByRole("button", { name: "Create API Key" }).click();
    await createDialog(page).getByRole("button", { name: "Create API Key" }).click();
    await expect(createDialog(page).getByText("Name is required.")).toBeVisible();
  });
});
