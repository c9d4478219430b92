import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "./staff";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Add Staff Account" });
const table = (page: Page) => page.getByRole("table", { name: "Staff accounts" });

async function openStaff(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff Accounts" })).toBeVisible();
}

// A duplicate account is refused with 409: Chromium logs that call, the app logs nothing.
test.use({ expectedFailedRequests: ["/trpc/staff.create"] });

test("an admin adds a staff account that can sign in, then removes its access", async ({ page, browser }) => {
  const email = `helper-${Date.now()}@example.com`;
  const password = "helper-password-1";
  await openStaff(page);
  await expect(table(page).getByRole("row").filter({ hasText: e2eAdmin.email })).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove access for ${e2eAdmin.email}` })).toBeDisabled();

  await page.getByRole("button", { name: "Add Staff Account" }).click();
  await dialog(page).getByRole("button", { name: "Add Staff Account" }).click();
  await expect(dialog(page).getByText("Email address is required.")).toBeVisible();
  await dialog(page).getByRole("textbox", { name: "Email Address" }).fill(e2eAdmin.email);
  await dialog(page)
    .getByLabel(/^Password/)
    .fill(password);
  await dialog(page).getByRole("button", { name: "Add Staff Account" }).click();
  await expect(dialog(page).getByText(/already/i)).toBeVisible();

  await dialog(page).getByRole("textbox", { name: "Email Address" }).fill(email);
  await dialog(page).getByRole("button", { name: "Add Staff Account" }).click();
  await expect(dialog(page)).toBeHidden();
  const row = table(page).getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();

  // The new colleague signs in for real, in a browser of their own.
  const theirs = await browser.newContext();
  const login = await theirs.request.post(new URL("/api/auth/login", page.url()).toString(), {
    data: { email, password },
  });
  expect(login.ok()).toBe(true);
  expect((await login.json()).user.role).toBe("owner");

  await page.getByRole("button", { name: `Remove access for ${email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove access" }).click();
  await expect(row).toHaveCount(0);
  // Their session ended with their access.
  expect((await theirs.request.get(new URL("/api/auth/me", page.url()).toString())).status()).toBe(401);
  await theirs.close();
});

for (const scheme of colorSchemes) {
  test(`the staff page and its dialog pass axe (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await openStaff(page);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, `staff (${scheme})`);
    await page.getByRole("button", { name: "Add Staff Account" }).click();
    await expect(dialog(page)).toBeVisible();
    await expectNoSeriousViolations(page, `add staff dialog (${scheme})`);
  });
}
