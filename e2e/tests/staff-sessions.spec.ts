import { type Browser, type BrowserContext, type Page, request } from "@playwright/test";
import { signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "./staff";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PASSWORD = "a-long-staff-passphrase";
const widths = [390, 1280] as const;

const baseURL = () => String(test.info().project.use.baseURL);
const table = (page: Page) => page.getByRole("table", { name: "Staff accounts" });
const rowOf = (page: Page, email: string) => table(page).getByRole("row").filter({ hasText: email });
const sessionsList = (page: Page) => page.getByRole("list", { name: "Your sessions" });

/** A staff member of this role, made by the owner through the API (seeding, not the flow under test). */
async function staffMember(role: "manager" | "counter" | "production", tag: string): Promise<string> {
  const email = `${role}-${tag}-${Date.now()}@example.com`;
  const owner = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
  try {
    expect((await owner.post("/api/auth/login", { data: e2eAdmin })).ok(), "owner sign-in").toBe(true);
    const created = await owner.post("/api/staff-accounts", { data: { email, password: PASSWORD, role } });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await owner.dispose();
  }
  return email;
}

/** A browser of its own, signed in as this person (a phone's, when a User-Agent is given). */
async function signedInBrowser(browser: Browser, email: string, userAgent?: string): Promise<BrowserContext> {
  // Writes with a cookie must say where they come from (the same-origin rule), as a page's do.
  const context = await browser.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { origin: baseURL() },
    ...(userAgent && { userAgent }),
  });
  const login = await context.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

const whoAmI = (context: BrowserContext) => context.request.get("/api/auth/me").then((r) => r.status());

test.describe.configure({ mode: "serial" });

for (const width of widths) {
  test(`the owner changes a person's role, then deactivates them (${width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const email = await staffMember("manager", `role${width}`);
    const theirs = await signedInBrowser(browser, email);
    try {
      await signInAsAdmin(page);
      await page.goto("/admin/staff");
      await expect(page.getByRole("heading", { level: 1, name: "Staff Accounts" })).toBeVisible();
      const row = rowOf(page, email);
      await expect(row).toContainText("Manager");
      await expect(row).toContainText("Active");
      await expect(
        page.getByRole("combobox", { name: "Your role (another owner can change it)" }),
      ).toBeDisabled();

      // The choice says what each role allows before it is made.
      await page.getByRole("combobox", { name: `Role of ${email}` }).click();
      const counter = page.getByRole("option", { name: /^Counter/ });
      await expect(counter).toContainText("Look up and place orders");
      await counter.click();
      const confirmRole = page.getByRole("dialog", { name: "Change role" });
      await expect(confirmRole).toContainText(`Make ${email} a counter?`);
      await expect(confirmRole).toContainText("They are signed out at once");
      await confirmRole.getByRole("button", { name: "Change role" }).click();
      await expect(page.getByText(`${email} is now a counter and was signed out.`)).toBeVisible();
      await expect(page.getByRole("combobox", { name: `Role of ${email}` })).toHaveValue("Counter");
      await expect(row).toContainText("Counter");
      expect(await whoAmI(theirs), "their session ended with the role change").toBe(401);

      // Signed in again as a counter, then deactivated: signed out at once and refused at sign-in.
      const again = await theirs.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
      expect((await again.json()).user.role).toBe("counter");
      await page.getByRole("button", { name: `Deactivate ${email}` }).click();
      const confirmOff = page.getByRole("dialog", { name: "Deactivate account" });
      await expect(confirmOff).toContainText("signed out everywhere at once, their API keys are revoked");
      await confirmOff.getByRole("button", { name: "Deactivate" }).click();
      await expect(row).toContainText("Deactivated");
      expect(await whoAmI(theirs), "a deactivated person's session").toBe(401);
      const refused = await theirs.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
      expect(refused.status()).toBe(401);

      await page.getByRole("button", { name: `Reactivate ${email}` }).click();
      await page
        .getByRole("dialog", { name: "Reactivate account" })
        .getByRole("button", { name: "Reactivate" })
        .click();
      await expect(row).toContainText("Active");
      expect(
        (await theirs.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status(),
      ).toBe(200);
      if (width === 390) {
        await page.screenshot({ path: test.info().outputPath("staff-390.png"), fullPage: true });
      } else await page.screenshot({ path: test.info().outputPath("staff-1280.png"), fullPage: true });
    } finally {
      await theirs.close();
    }
  });

  test(`a person sees their sessions and ends another one (${width} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const email = await staffMember("counter", `sessions${width}`);
    const phone = await signedInBrowser(browser, email, IPHONE);
    try {
      const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
      expect(login.ok()).toBe(true);
      await page.goto("/admin/account");
      await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Sessions" })).toBeVisible();

      const list = sessionsList(page);
      const here = list.getByRole("listitem", { name: "Chrome on Windows, This computer" });
      const there = list.getByRole("listitem", { name: "Safari on iOS, This computer" });
      await expect(here).toContainText("This session");
      await expect(here).toContainText(/Signed in .* · Last used /);
      await expect(here.getByRole("button")).toHaveCount(0);
      await expect(there).not.toContainText("This session");

      await there.getByRole("button", { name: "End the session on Safari on iOS, This computer" }).click();
      await expect(page.getByText("That session was ended: the browser is signed out.")).toBeVisible();
      await expect(there).toHaveCount(0);
      expect(await whoAmI(phone), "the phone is signed out").toBe(401);
      await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toBeDisabled();
      await page.screenshot({ path: test.info().outputPath(`account-${width}.png`), fullPage: true });

      if (width === 390) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
    } finally {
      await phone.close();
    }
  });
}

test("signing out everywhere else ends the others and keeps this browser", async ({ page, browser }) => {
  const email = await staffMember("production", "everywhere");
  const others = [await signedInBrowser(browser, email, IPHONE), await signedInBrowser(browser, email)];
  try {
    expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).ok()).toBe(
      true,
    );
    await page.goto("/admin/account");
    await expect(sessionsList(page).getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    const confirm = page.getByRole("dialog", { name: "Sign out everywhere else" });
    await expect(confirm).toContainText("End your 2 other sessions?");
    await confirm.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(page.getByText("Signed out everywhere else (2 sessions ended).")).toBeVisible();
    await expect(sessionsList(page).getByRole("listitem")).toHaveCount(1);
    for (const other of others) expect(await whoAmI(other)).toBe(401);
  } finally {
    for (const other of others) await other.close();
  }
});

for (const scheme of colorSchemes) {
  test(`your account and the staff list with roles and a deactivated person pass axe (${scheme})`, async ({
    page,
    browser,
  }) => {
    const email = await staffMember("production", `axe${scheme}`);
    await useScheme(page, scheme);
    await signInAsAdmin(page);
    // A second session of the owner's, so the list shows one to end beside this one.
    const other = await browser.newContext({
      baseURL: baseURL(),
      extraHTTPHeaders: { origin: baseURL() },
      userAgent: IPHONE,
    });
    expect((await other.request.post("/api/auth/login", { data: e2eAdmin })).ok()).toBe(true);
    try {
      await page.goto("/admin/account");
      await expect(sessionsList(page).getByText("This session")).toBeVisible();
      await expectNoSeriousViolations(page, `your account (${scheme})`);

      await page.goto("/admin/staff");
      await page.getByRole("button", { name: `Deactivate ${email}` }).click();
      await page
        .getByRole("dialog", { name: "Deactivate account" })
        .getByRole("button", { name: "Deactivate" })
        .click();
      await expect(rowOf(page, email)).toContainText("Deactivated");
      await expectNoSeriousViolations(page, `staff list with a deactivated person (${scheme})`);
      await page.getByRole("combobox", { name: `Role of ${email}` }).click();
      await expect(page.getByRole("option", { name: /^Owner/ })).toBeVisible();
      await expectNoSeriousViolations(page, `role choices (${scheme})`);
      if (scheme === "dark") await page.screenshot({ path: test.info().outputPath("staff-roles-dark.png") });
    } finally {
      await other.close();
    }
  });
}
