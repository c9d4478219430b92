import type { Page } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./mailbox";

// Issue 41: the owner invites a counter person who accepts from the e-mailed link and signs in; a
// forgotten password is reset from the e-mailed link. At a phone's width and a desktop's.

const origin = () => String(test.info().project.use.baseURL);

const viewports = [
  { name: "390 px", width: 390, height: 844 },
  { name: "1280 px", width: 1280, height: 800 },
] as const;

/** The link of an e-mail (the text part: the address alone on its line), made relative to this run's store. */
function linkIn(message: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path}#[A-Za-z0-9_-]+`).exec(message);
  if (!match) throw new Error(`no ${path} link in:\n${message}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.hash}`;
}

/** Signs in on the login page, landing on Your Account (every staff role may open it). */
async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/admin/login?redirect=/admin/account");
  await page.getByRole("textbox", { name: "Email Address" }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the owner invites a counter person, who accepts from the e-mail and signs in", async ({
      page,
      browser,
    }) => {
      const email = `counter-${viewport.width}-${Date.now()}@example.com`;
      const password = "till roll and a blue pen";
      await signInAsAdmin(page);
      await page.goto("/admin/staff");
      await page.getByRole("button", { name: "Invite Staff" }).click();
      const dialog = page.getByRole("dialog", { name: "Invite Staff" });
      await dialog.getByRole("textbox", { name: "Email Address" }).fill(email);
      await dialog.getByRole("combobox", { name: "Role" }).click();
      await page.getByRole("option", { name: "Production" }).click();
      await expect(dialog.getByText(/no money, no contact details/).first()).toBeVisible();
      await dialog.getByRole("combobox", { name: "Role" }).click();
      await page.getByRole("option", { name: "Counter", exact: true }).click();
      await expect(dialog.getByText(/Look up and place orders/).first()).toBeVisible();
      await dialog.getByRole("button", { name: "Send Invitation" }).click();
      await expect(dialog).toBeHidden();
      const pending = page.getByRole("region", { name: "Pending Invitations" });
      await expect(pending.getByText(email)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`staff-${viewport.width}.png`), fullPage: true });

      const message = await waitForEmail(email, "accept-invitation");
      const link = linkIn(message, "/admin/accept-invitation");

      // The invited person, in a browser of their own.
      const theirs = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const them = await theirs.newPage();
      await them.goto(link);
      await expect(them.getByRole("heading", { name: "Accept Your Invitation" })).toBeVisible();
      await expect(them.getByText(email)).toBeVisible();
      await expect(them.getByText("Counter", { exact: true })).toBeVisible();
      // The token left the address bar as soon as it was read.
      expect(new URL(them.url()).hash).toBe("");
      await them.getByLabel(/^New Password/).fill("password123");
      await them.getByLabel(/^Type It Again/).fill("password123");
      await them.getByRole("button", { name: "Accept and Choose Password" }).click();
      await expect(them.getByText(/common or leaked passwords/)).toBeVisible();
      await them.getByLabel(/^New Password/).fill(password);
      await them.getByLabel(/^Type It Again/).fill(password);
      await them.getByRole("button", { name: "Accept and Choose Password" }).click();
      await expect(them.getByRole("status")).toContainText("Sign in with your new password");
      await them.screenshot({ path: test.info().outputPath(`accepted-${viewport.width}.png`) });
      await them.getByRole("link", { name: "Sign In", exact: true }).click();
      await signInThroughForm(them, email, password);
      const me = await them.request.get("/api/auth/me");
      expect((await me.json()).user).toMatchObject({ email, role: "counter" });
      await theirs.close();

      await page.reload();
      await expect(page.getByRole("region", { name: "Pending Invitations" }).getByText(email)).toHaveCount(0);
    });

    test("a forgotten password is reset from the e-mailed link", async ({ page, request }) => {
      const email = `forgetful-${viewport.width}-${Date.now()}@example.com`;
      const api = await adminApi(request);
      const created = await api.post("/api/staff-accounts", {
        data: { email, password: "the password i forgot", role: "manager" },
        headers: { origin: origin() },
      });
      expect(created.status(), await created.text()).toBe(201);

      await page.goto("/admin/login");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page.getByRole("heading", { name: "Forgot Your Password?" })).toBeVisible();
      await page.getByRole("textbox", { name: "Email Address" }).fill(email);
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByRole("status")).toContainText(`If ${email} belongs to a staff account`);

      const link = linkIn(await waitForEmail(email, "reset-password"), "/admin/reset-password");
      await page.goto(link);
      await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
      await page.getByLabel(/^New Password/).fill("a remembered passphrase");
      await page.getByLabel(/^Type It Again/).fill("a remembered passphrase");
      await page.getByRole("button", { name: "Save New Password" }).click();
      await expect(page.getByRole("status")).toContainText("signed out everywhere");
      await signInThroughForm(page, email, "a remembered passphrase");

      // The link worked once.
      await page.goto(link);
      await page.getByLabel(/^New Password/).fill("yet another passphrase");
      await page.getByLabel(/^Type It Again/).fill("yet another passphrase");
      await page.getByRole("button", { name: "Save New Password" }).click();
      await expect(page.getByRole("alert")).toContainText("already used");
    });
  });
}

// Refused links and the 400s above: Chromium logs those calls, the app logs nothing.
test.use({
  expectedFailedRequests: ["/trpc/invitations.accept", "/trpc/passwords.reset", "/trpc/invitations.preview"],
});

for (const scheme of colorSchemes) {
  test(`the invitation, password and account pages pass axe (${scheme})`, async ({ page, request }) => {
    await useScheme(page, scheme);
    const email = `axe-${scheme}-${Date.now()}@example.com`;
    const api = await adminApi(request);
    expect(
      (
        await api.post("/api/staff-invitations", {
          data: { email, role: "production" },
          headers: { origin: origin() },
        })
      ).status(),
    ).toBe(201);
    const link = linkIn(await waitForEmail(email, "accept-invitation"), "/admin/accept-invitation");

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Accept Your Invitation" })).toBeVisible();
    await expect(page.getByLabel(/^New Password/)).toBeVisible();
    await expectNoSeriousViolations(page, `accept invitation (${scheme})`);
    await page.screenshot({ path: test.info().outputPath(`accept-${scheme}.png`) });

    await page.goto("/admin/reset-password#not-a-real-token-but-long-enough");
    await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
    await expectNoSeriousViolations(page, `reset password (${scheme})`);

    await page.goto("/admin/forgot-password");
    await expect(page.getByRole("heading", { name: "Forgot Your Password?" })).toBeVisible();
    await expectNoSeriousViolations(page, `forgot password (${scheme})`);

    await signInAsAdmin(page);
    await page.goto("/admin/account");
    await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
    await expectNoSeriousViolations(page, `your account (${scheme})`);
    await page.screenshot({ path: test.info().outputPath(`account-${scheme}.png`), fullPage: true });

    await page.goto("/admin/staff");
    await expect(page.getByRole("region", { name: "Pending Invitations" }).getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "Invite Staff" }).click();
    await expect(page.getByRole("dialog", { name: "Invite Staff" })).toBeVisible();
    await expectNoSeriousViolations(page, `staff with the invite dialog (${scheme})`);
  });
}
