import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, PNG_BYTES, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { openTeamStore } from "./team-store-factories";

// Spreading the word: the coach's share kit on the demo's open store (Clanton Eagles 12U Baseball),
// and the public Team Stores page where a coach asks for one.

const DEMO_STORE = "Clanton Eagles 12U Baseball";

/** A fresh coach link for the demo's open store, as staff send one. */
async function coachPath(request: APIRequestContext): Promise<string> {
  const staff = await adminApi(request);
  const list = await staff.get(`/api/team-stores?search=${encodeURIComponent(DEMO_STORE)}&status=open`);
  const store = ((await list.json()).data as { id: string; team_name: string }[]).find(
    (s) => s.team_name === DEMO_STORE,
  );
  if (!store) throw new Error("the demo's open team store is missing");
  const link = await staff.post(`/api/team-stores/${store.id}/coach-link`, {
    headers: { origin: test.info().project.use.baseURL ?? "" },
  });
  return new URL((await link.json()).data.coach_url as string).pathname;
}

const shareKit = (page: Page) => page.getByRole("region", { name: "Share the store with your families" });

test.describe("the coach's share kit", () => {
  let path = "";
  test.beforeAll(async ({ request }) => {
    path = await coachPath(request);
  });

  test("copies the families' link, shows its QR code and opens the flyer, on a phone", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    const kit = shareKit(page);
    const link = kit.getByRole("textbox", { name: "Link for families" });
    await expect(link).toHaveValue(/\/team\/eagles-12u-2027$/);
    await kit.getByRole("button", { name: "Copy link" }).click();
    await expect(kit.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

    // The QR code is an image the browser really drew (not a broken one).
    const qr = kit.getByRole("img", { name: /^QR code of the link for families/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The flyer opens in a new tab as a PDF.
    const flyerLink = kit.getByRole("link", { name: "Print the flyer" });
    await expect(flyerLink).toHaveAttribute("target", "_blank");
    const flyer = await page.request.get((await flyerLink.getAttribute("href")) ?? "");
    expect(flyer.status()).toBe(200);
    expect(flyer.headers()["content-type"]).toBe("application/pdf");
    expect(flyer.headers()["content-disposition"]).toMatch(/^inline;/);
  });

  test("offers the share sheet only where the browser has one", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    await expect(shareKit(page).getByRole("button", { name: "Copy link" })).toBeVisible();
    // Headless Chromium has no navigator.share: no button that would do nothing.
    const hasShare = await page.evaluate(() => typeof navigator.share === "function");
    await expect(shareKit(page).getByRole("button", { name: "Share", exact: true })).toHaveCount(
      hasShare ? 1 : 0,
    );
  });

  test("offers the share sheet where there is one, with the store's link", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, "share", {
        value: async (data: unknown) => (window as unknown as { shared: unknown[] }).shared.push(data),
      });
    });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    await shareKit(page).getByRole("button", { name: "Share", exact: true }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared);
    expect(shared[0]?.url).toMatch(/\/team\/eagles-12u-2027$/);
  });
});

test.describe("the Team Stores page", () => {
  // A wanted-by date too soon is refused (400) on purpose.
  test.use({ expectedFailedRequests: ["/trpc/submissions.requestTeamStore"] });
  test("tells a coach how it works and takes a request that staff then see", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/");
    await page.getByRole("button", { name: /menu/i }).first().click();
    await page.getByRole("dialog").getByRole("link", { name: "Team Stores" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Team Stores" })).toBeVisible();
    for (const step of ["We build your store", "Families order by a date", "We print in one batch", "Pickup"])
      await expect(page.getByText(new RegExp(`^\\d\\. ${step}$`))).toBeVisible();

    const form = page.getByRole("form", { name: "Ask for a team store" });
    await form.getByRole("button", { name: "Ask for a Team Store" }).click();
    // The first field to fix takes focus, with its message beside it.
    await expect(form.getByRole("textbox", { name: "Team name" })).toBeFocused();
    await expect(form.getByText("Team name is required.")).toBeVisible();

    const team = `Chilton Storm ${Date.now().toString(36)}`;
    const inWeeks = (weeks: number) =>
      new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
    await form.getByRole("textbox", { name: "Team name" }).fill(team);
    await form.getByRole("combobox", { name: "Sport" }).selectOption("soccer");
    await form.getByRole("textbox", { name: "Your name (coach)" }).fill("Robin Field");
    await form.getByRole("textbox", { name: "Email Address" }).fill("robin.field@example.com");
    await form.getByRole("textbox", { name: "Phone Number" }).fill("(205) 555-0199");
    await form.getByRole("textbox", { name: "Number of players" }).fill("14");
    await form.getByLabel("Wanted by").fill(inWeeks(1));
    await form.getByRole("button", { name: "Ask for a Team Store" }).click();
    // Too soon: the server says from which day it works, on the field.
    await expect(form.getByText(/^Choose a date on or after/).first()).toBeVisible();
    await form.getByLabel("Wanted by").fill(inWeeks(6));
    await form.getByRole("button", { name: "Ask for a Team Store" }).click();
    await expect(page.getByText(/^Thank you! We have your request/)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Team name" })).toHaveValue("");

    const staff = await adminApi(request);
    const messages = await staff.get("/api/contact-submissions?search=robin.field%40example.com&unread=true");
    const rows = (await messages.json()).data as { message: string }[];
    expect(rows.some((m) => m.message.startsWith(`Team store request: ${team} (Soccer)`))).toBe(true);
  });

  for (const scheme of colorSchemes) {
    test(`passes axe at 390 px in ${scheme}`, async ({ page }) => {
      await useScheme(page, scheme);
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto("/team-stores");
      await expect(page.getByRole("heading", { level: 1, name: "Team Stores" })).toBeVisible();
      await expectNoSeriousViolations(page, `team stores page ${scheme}`);
    });
  }
});

test.describe("the coach page with its share kit", () => {
  let path = "";
  test.beforeAll(async ({ request }) => {
    path = await coachPath(request);
  });
  for (const scheme of colorSchemes) {
    test(`passes axe at 390 px in ${scheme}`, async ({ page }) => {
      await useScheme(page, scheme);
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await expect(shareKit(page)).toBeVisible();
      await expectNoSeriousViolations(page, `coach share kit ${scheme}`);
    });
  }
});

test.describe("a store's own picture", () => {
  test("staff upload the team logo in the store's settings; the families' page and the coach's show it", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const store = await openTeamStore(request);
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/team-stores/${store.id}`);
    await page.getByRole("button", { name: "Edit settings" }).click();
    const settings = page.getByRole("dialog", { name: "Edit Store Settings" });
    const chooser = page.waitForEvent("filechooser");
    await settings.getByRole("button", { name: "Upload New Image" }).click();
    await (await chooser).setFiles({
      name: `e2e-team-logo-${Date.now().toString(36)}.png`,
      mimeType: "image/png",
      buffer: PNG_BYTES,
    });
    const logo = settings.getByRole("textbox", { name: "Team logo" });
    await expect(logo).toHaveValue(/^\/uploads\/images\/.+\.png$/);
    const url = await logo.inputValue();
    await expectNoSeriousViolations(page, "store settings with the logo field");
    await settings.getByRole("button", { name: "Update Store Settings" }).click();
    await expect(settings).toBeHidden();

    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/team/${store.slug}`);
    const picture = page.getByRole("img", { name: "Clanton Eagles 12U team logo" });
    await expect(picture).toHaveAttribute("src", url);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
  });
});
