import type { Page } from "@playwright/test";
import { adminNav, signInAsAdmin, signInAsCustomer } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "./staff";

const form = (page: Page) => page.getByRole("form", { name: "Admin Login" });
const signInButton = (page: Page) => form(page).getByRole("button", { name: /^(Sign In|Signing In\.\.\.)$/ });
const storedAdminUser = (page: Page) => page.evaluate(() => localStorage.getItem("admin_user"));

async function fillLogin(page: Page, email: string, password: string) {
  await form(page).getByRole("textbox", { name: "Email Address" }).fill(email);
  await form(page)
    .getByLabel(/^Password/)
    .fill(password);
}

// 401s are this file's subject: Chromium logs each refused call, the app itself must log nothing.
test.use({
  expectedFailedRequests: ["/trpc/auth.login", "/trpc/orders", "/trpc/submissions", "/trpc/approvals"],
});

test.describe("signing in", () => {
  test("the page has the spec's parts", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(page.getByText("Need access? Contact your system administrator.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    // The password can be shown and hidden again.
    const password = form(page).getByLabel(/^Password/);
    await password.fill("secret-words");
    await expect(password).toHaveAttribute("type", "password");
    await form(page).getByRole("button", { name: "Show or hide the password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await form(page).getByRole("button", { name: "Show or hide the password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("an admin signs in, is remembered as admin_user and lands on the artwork screen", async ({ page }) => {
    await page.goto("/admin/login");
    await fillLogin(page, e2eAdmin.email.toUpperCase(), e2eAdmin.password);
    // Hold the answer a moment to see the busy state.
    await page.route("**/trpc/auth.login**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fallback();
    });
    await signInButton(page).click();
    await expect(signInButton(page)).toHaveText("Signing In...");
    await expect(signInButton(page)).toBeDisabled();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/custom-artwork-submissions");
    await expect(page.getByRole("heading", { level: 1, name: "Artwork Submissions" })).toBeVisible();
    expect(JSON.parse((await storedAdminUser(page)) ?? "null")).toMatchObject({
      email: e2eAdmin.email,
      role: "owner",
    });
  });

  test("a wrong password says so and signs nobody in", async ({ page }) => {
    await page.goto("/admin/login");
    await fillLogin(page, e2eAdmin.email, "not-the-password");
    await signInButton(page).click();
    await expect(form(page).getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    expect(await storedAdminUser(page)).toBeNull();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("the form's own checks name the field before anything is sent", async ({ page }) => {
    await page.goto("/admin/login");
    let calls = 0;
    await page.route("**/trpc/auth.login**", (route) => {
      calls += 1;
      return route.fallback();
    });
    await fillLogin(page, "not-an-email", "");
    await signInButton(page).click();
    await expect(form(page).getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(form(page).getByText("Password is required.")).toBeVisible();
    expect(calls).toBe(0);
  });

  test("a customer account is refused, and its new session ended", async ({ page, browser }) => {
    const other = await browser.newContext();
    const account = await signInAsCustomer(await other.newPage());
    await other.close();
    await page.goto("/admin/login");
    await fillLogin(page, account.email, account.password);
    await signInButton(page).click();
    await expect(form(page).getByRole("alert")).toHaveText("Access denied. Admin privileges required.");
    expect(await storedAdminUser(page)).toBeNull();
    await expect.poll(async () => (await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("a failed connection is 'An unexpected error occurred'", async ({ page }) => {
    await page.goto("/admin/login");
    await page.route("**/trpc/auth.login**", (route) => route.abort());
    await fillLogin(page, e2eAdmin.email, e2eAdmin.password);
    await signInButton(page).click();
    await expect(form(page).getByRole("alert")).toHaveText("An unexpected error occurred");
  });
});

test.describe("the guard", () => {
  test("a visitor is sent to sign in, and comes back to the page asked for", async ({ page }) => {
    await page.goto("/admin/orders?status=pending");
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    await fillLogin(page, e2eAdmin.email, e2eAdmin.password);
    await signInButton(page).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/admin/orders" && url.searchParams.get("status") === "pending",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
  });

  test("a stored admin_user without a session is not enough", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("admin_user", JSON.stringify({ role: "admin" })));
    await page.goto("/admin");
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    expect(await storedAdminUser(page)).toBeNull();
  });

  test("'Checking access...' shows while the server is asked", async ({ page }) => {
    await signInAsAdmin(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/trpc/auth.session**", async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/admin", { waitUntil: "commit" });
    await expect(page.getByText("Checking access...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page.getByText("Checking access...")).toBeHidden();
  });

  test("a signed-in customer sees Access Denied with a way home, even with a forged record", async ({
    page,
  }) => {
    await signInAsCustomer(page);
    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("admin_user", JSON.stringify({ role: "admin" })));
    await page.goto("/admin/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this admin portal.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("a session that ends mid-visit sends the next admin call to sign in", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
    // The session ends on the server (another tab logs out, or staff are signed out).
    const origin = new URL(page.url()).origin;
    expect((await page.request.post("/api/auth/logout", { headers: { origin } })).ok()).toBe(true);
    await adminNav(page).getByRole("link", { name: "Artwork Submissions" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    expect(await storedAdminUser(page)).toBeNull();
  });

  test("Logout ends the server session, forgets admin_user and goes to sign in", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect.poll(() => storedAdminUser(page)).not.toBeNull();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    expect(await storedAdminUser(page)).toBeNull();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    // Back does not bring the portal back.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
  });
});

test.describe("the shell", () => {
  const links = [
    ["Artwork Submissions", "/admin/custom-artwork-submissions", "Artwork Submissions"],
    ["Team Quotes", "/admin/quotes", "Team Quotes"],
    ["Team Stores", "/admin/team-stores", "Team Stores"],
    ["Contact Messages", "/admin/contact-messages", "Contact Messages"],
    ["Website Content", "/admin/website-content", "Website Content"],
    ["Manage Orders", "/admin/orders", "Manage Orders"],
    ["Manage Products", "/admin/products", "Manage Products"],
    ["Manage Images", "/admin/images", "Manage Images"],
    ["Home", "/admin", "Home"],
  ] as const;

  test("a fixed sidebar with the home and the screens, the active one marked, Back to Website", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(adminNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    for (const [label, path, heading] of links) {
      await adminNav(page).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(adminNav(page).getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
      await expect(adminNav(page).locator("[aria-current=page]")).toHaveCount(1);
    }
    // The sidebar stays in place while the page scrolls.
    const before = await adminNav(page).boundingBox();
    await page.mouse.wheel(0, 600);
    expect((await adminNav(page).boundingBox())?.y).toBe(before?.y);
    await page.getByRole("link", { name: "Back to Website" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("on a phone the menu slides out as a drawer and closes on navigation or Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(adminNav(page)).toBeHidden();
    const burger = page.getByRole("button", { name: "Open admin menu" });
    await burger.click();
    await expect(adminNav(page)).toBeVisible();
    await adminNav(page).getByRole("link", { name: "Manage Orders" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
    await expect(adminNav(page)).toBeHidden();
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await expect(adminNav(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(adminNav(page)).toBeHidden();
  });

  for (const scheme of colorSchemes) {
    test(`sign-in, denied and every admin screen pass axe (${scheme})`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      await useScheme(page, scheme);
      await page.goto("/admin/login");
      await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
      await expectNoSeriousViolations(page, `login (${scheme})`);
      await signInAsAdmin(page);
      for (const [, path, heading] of links) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectNoSeriousViolations(page, `${path} (${scheme})`);
      }
      const other = await browser.newContext();
      const customer = await other.newPage();
      await useScheme(customer, scheme);
      await signInAsCustomer(customer);
      await customer.goto("/admin");
      await expect(customer.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
      await expectNoSeriousViolations(customer, `access denied (${scheme})`);
      await other.close();
    });
  }
});
