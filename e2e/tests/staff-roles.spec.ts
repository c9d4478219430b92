import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, adminNav } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// Roles in the portal (issue 41): each person is offered only the screens their role allows, and
// an address outside it answers the spec's Access Denied inside the portal.

const origin = () => String(test.info().project.use.baseURL);
const password = "roles-in-the-portal-words";

async function staffAccount(api: APIRequestContext, role: "counter" | "production", stamp: string) {
  const email = `${role}-roles-${stamp}@example.com`;
  const res = await api.post("/api/staff-accounts", {
    data: { email, password, role },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

/** Signs in through the form, as the person would, and lands where their role begins. */
async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  await page.goto("/admin/login");
  const form = page.getByRole("form", { name: "Admin Login" });
  await form.getByRole("textbox", { name: "Email Address" }).fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The sidebar's links, opening the drawer first on a phone. */
async function sidebarLinks(page: Page, width: number): Promise<string[]> {
  if (width < 992) await page.getByRole("button", { name: "Open admin menu" }).click();
  // The drawer mounts its links after the click; reading before then reads an empty menu.
  await expect(adminNav(page).getByRole("link").first()).toBeVisible();
  const names = await adminNav(page).getByRole("link").allInnerTexts();
  if (width < 992) await page.keyboard.press("Escape");
  return names.map((n) => n.trim());
}

for (const width of [390, 1280]) {
  test(`at ${width}: a counter person sees the counter's screens, and Access Denied elsewhere`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const stamp = `${width}-${Date.now()}`;
    const counter = await staffAccount(await adminApi(request), "counter", stamp);
    await page.setViewportSize({ width, height: 900 });

    await signInThroughForm(page, counter);
    await expect(page).toHaveURL((url) => url.pathname === "/admin/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
    const links = await sidebarLinks(page, width);
    expect(links).toEqual(
      expect.arrayContaining(["Manage Orders", "Customers", "Team Stores", "Production"]),
    );
    for (const hidden of ["Manage Products", "Staff Accounts", "API Keys", "Payments", "Audit Log", "Home"])
      expect(links).not.toContain(hidden);

    // Typing the address of a screen outside the role: the spec's words, inside the portal.
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this admin portal.")).toBeVisible();
    await expect(page.getByText("Your role does not include Manage Products.")).toBeVisible();
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `Access Denied in the portal (${scheme}, ${width}px)`);
    }
    await page.screenshot({ path: test.info().outputPath(`access-denied-${width}.png`), fullPage: true });

    // The portal's front door sends the counter to the orders, not to a refusal.
    await page.goto("/admin");
    await expect(page).toHaveURL((url) => url.pathname === "/admin/orders");
  });
}

test("production sees the batches and nothing of money or people", async ({ page, request }) => {
  const production = await staffAccount(await adminApi(request), "production", `${Date.now()}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, production);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/production");
  await expect(page.getByRole("heading", { level: 1, name: "Production" })).toBeVisible();
  const links = await sidebarLinks(page, 1280);
  // Production also counts deliveries in (Receiving), never what they cost.
  expect(
    links.filter((l) => !["Production", "Receiving", "Your Account", "Back to Website"].includes(l)),
  ).toEqual([]);
  expect(links).toContain("Receiving");
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `Production (${scheme})`);
  }
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Your role does not include Manage Orders.")).toBeVisible();
});
