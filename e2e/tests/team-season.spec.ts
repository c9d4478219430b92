import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { emailsTo, waitForEmail } from "./mailbox";
import { sizedProduct } from "./order-factories";
import { playerPackJersey } from "./team-store-factories";

// A whole season of one team store, as the people in it meet it, on one page (so every console
// error anywhere fails it): staff build the store and open it; the coach shares it; a parent in dark
// mode orders on a phone and pays part; a signed-in parent's contact and saved player are filled;
// the store closes, goes into production, takes a late order, is ready and is completed, and each
// order's status and money follow in every view and e-mail. Each screen is checked by axe in both
// themes and kept as a screenshot. The rules behind each step have their own smaller tests.

const stamp = Date.now().toString(36);
const team = `Season Hawks ${stamp}`;
const slug = `hawks-${stamp}`;
const coachEmail = `coach-${stamp}@example.com`;
const parentA = `hawk-a-${stamp}@example.com`;
const parentB = `hawk-b-${stamp}@example.com`;
const origin = () => String(test.info().project.use.baseURL);
const headers = () => ({ origin: origin() });
const DAY = 24 * 60 * 60 * 1000;
const phone = { width: 390, height: 844 };
const desk = { width: 1280, height: 900 };

/** Axe in both themes, and a full-page screenshot of each, then back to `keep`. */
async function look(page: Page, screen: string, keep: "light" | "dark" = "light") {
  const width = page.viewportSize()?.width ?? 0;
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `${screen} (${scheme}, ${width} px)`);
    await page.screenshot({
      path: test.info().outputPath(`${screen}-${width}-${scheme}.png`),
      fullPage: true,
    });
  }
  await useScheme(page, keep);
}

async function move(staff: APIRequestContext, id: string, action: string) {
  const res = await staff.post(`/api/team-stores/${id}/transitions`, {
    headers: headers(),
    data: { action },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function storeOrders(staff: APIRequestContext, id: string) {
  const res = await staff.get(`/api/team-stores/${id}/orders`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.orders as { id: string; number: number; status: string; balance: number }[];
}

/** Signs the page in as a parent through the e-mailed link, as a parent does. */
async function signInParent(page: Page, email: string) {
  const links = async () =>
    (await emailsTo(email)).flatMap((m) => /\/account\/sign-in\/link#[A-Za-z0-9_-]{20,}/.exec(m) ?? []);
  const before = (await links()).length;
  const asked = await page.request.post("/api/account/sign-in-email", {
    headers: headers(),
    data: { email },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  // Each request sends a new link and the last one is the one to use.
  await expect.poll(async () => (await links()).length, { timeout: 15_000 }).toBeGreaterThan(before);
  const link = (await links()).at(-1);
  if (!link) throw new Error("no sign-in link in the e-mail");
  await page.goto(link);
  await expect(page).toHaveURL(/\/account$/);
}

// The staff client stays signed in while the page changes hands; the page logs no error.
test("a season: built, shared, ordered (dark mode, signed in), closed, made, a late order, ready, picked up", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const staff = await adminApi(request);
  const jersey = await sizedProduct(request);
  const { price } = playerPackJersey(jersey);

  // Staff build the store as the form sends it, then open it: the coach's e-mail carries the link.
  const created = await staff.post("/api/team-stores", {
    headers: headers(),
    data: {
      slug,
      team_name: team,
      sport: "baseball",
      coach_name: "Coach Reyes",
      coach_email: coachEmail,
      opens_at: new Date(Date.now() - DAY).toISOString(),
      closes_at: new Date(Date.now() + 7 * DAY).toISOString(),
      handout_place: "Clanton Park, field 2",
      handout_when: "Tuesday practice, 5:30 PM",
      handout_by: "Coach Reyes",
      items: [playerPackJersey(jersey)],
      players: [
        { name: "Ava Brown", number: "7", email: parentA },
        { name: "Jamie Park", number: "12", email: parentB },
        { name: "Cal Diaz", number: "21" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const storeId = (await created.json()).data.id as string;
  await move(staff, storeId, "open");
  const opened = await waitForEmail(coachEmail, `/team/${slug}`);
  const coachPath = opened.match(/\/coach\/[A-Za-z0-9_-]+/)?.[0];
  expect(coachPath, "the coach's link in the opening e-mail").toBeTruthy();

  await signInAsAdmin(page);
  await page.setViewportSize(desk);
  await page.goto(`/admin/team-stores/${storeId}`);
  await expect(page.getByRole("heading", { level: 1, name: team })).toBeVisible();
  await expect(page.getByText("Open", { exact: true })).toBeVisible();
  await look(page, "staff-store-open");

  // The coach on a phone: the families' link to copy, its QR code and the flyer.
  await page.context().clearCookies();
  await page.setViewportSize(phone);
  await page.goto(String(coachPath));
  const kit = page.getByRole("region", { name: "Share the store with your families" });
  await expect(kit.getByRole("textbox", { name: "Link for families" })).toHaveValue(
    new RegExp(`/team/${slug}$`),
  );
  await expect(kit.getByRole("img", { name: /^QR code of the link for families/ })).toBeVisible();
  await expect(kit.getByRole("link", { name: "Print the flyer" })).toBeVisible();
  await look(page, "coach-open");

  // Parent A, in dark mode on a phone: the add is answered, the bar leads to the cart, the order
  // page says who collects and where.
  await useScheme(page, "dark");
  await page.goto(`/team/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: team })).toBeVisible();
  await expect(page.getByText("Clanton Park, field 2").first()).toBeVisible();
  const pack = page.getByRole("region", { name: "Player Pack" });
  await pack.getByLabel(`Size of ${jersey.name}`).selectOption(String(jersey.sizes[0]));
  await pack.getByLabel("Name to print").fill("Brown");
  await pack.getByLabel("Number").fill("7");
  await pack.getByRole("button", { name: "Add Player Pack" }).click();
  await expect(page.getByTestId("team-cart-toast")).toContainText("Added to your team cart");
  const bar = page.getByTestId("team-cart-bar");
  await expect(bar.getByRole("button")).toHaveText(`Team cart (1) · $${price.toFixed(2)} · Check out`);
  await look(page, "parent-a-added", "dark");
  await bar.getByRole("button").click();
  await page.getByRole("combobox", { name: "Player's name" }).fill("Ava");
  await page.getByRole("option", { name: "Ava Brown" }).click();
  await page.getByLabel("Your Name").fill("Dana Brown");
  await page.getByLabel("Email Address").fill(parentA);
  await page.getByLabel("Phone Number").fill("205-555-0171");
  await page.getByRole("button", { name: "Place Team Order" }).click();
  await expect(
    page.getByText(new RegExp(`^Thank you! Your ${team} order #\\d+ is placed\\.$`)),
  ).toBeVisible();
  const orderPathA = new URL(page.url()).pathname;
  expect(orderPathA).toMatch(new RegExp(`^/team/${slug}/order/`));
  await expect(page.getByTestId("team-order-status")).toHaveText("Received");
  await expect(page.getByTestId("team-order-handout")).toContainText("Clanton Park, field 2");
  await expect(page.getByTestId("team-order-handout")).toContainText("not to Coach Reyes");
  await look(page, "parent-a-ordered", "dark");
  await useScheme(page, "light");

  // Parent B, signed in with a saved player: the contact and the player are the account's.
  await signInParent(page, parentB);
  const profile = await page.request.patch("/api/account", {
    headers: headers(),
    data: { name: "Kim Park", phone: "205-555-0172", reminders_opt_in: false },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const season = String(new Date().getFullYear());
  const size = String(jersey.sizes[1]);
  const saved = await page.request.post("/api/account/players", {
    headers: headers(),
    data: {
      players: [
        {
          name: "Jamie Park",
          number: "12",
          season,
          sizes: { "t-shirts": size, hoodies: size, apparel: size },
        },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto(`/team/${slug}`);
  const packB = page.getByRole("region", { name: "Player Pack" });
  await packB.getByLabel("Fill from a saved player").selectOption({ label: `Jamie Park #12 (${season})` });
  await expect(packB.getByLabel("Number")).toHaveValue("12");
  await packB.getByRole("button", { name: "Add Player Pack" }).click();
  await expect(page.getByLabel("Email Address")).toHaveValue(parentB);
  await expect(page.getByLabel("Your Name")).toHaveValue("Kim Park");
  await look(page, "parent-b-signed-in");
  await page.getByRole("button", { name: "Place Team Order" }).click();
  await expect(
    page.getByText(new RegExp(`^Thank you! Your ${team} order #\\d+ is placed\\.$`)),
  ).toBeVisible();

  // Parent A pays part at the counter; the store closes and goes into production.
  // Parent A's order is the store's first.
  const [orderA] = (await storeOrders(staff, storeId)).sort((a, b) => a.number - b.number);
  if (!orderA) throw new Error("parent A's order is not in the store's list");
  const paid = await staff.post(`/api/orders/${orderA.id}/payments`, {
    headers: headers(),
    data: { amount: 10, method: "cash" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await move(staff, storeId, "close");

  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.setViewportSize(desk);
  await page.goto(`/admin/team-stores/${storeId}`);
  await page.getByRole("button", { name: "Start production" }).click();
  await page
    .getByRole("dialog", { name: "Start production?" })
    .getByRole("button", { name: "Start production" })
    .click();
  await expect(page.getByText("In production", { exact: true })).toBeVisible();
  await look(page, "staff-in-production");

  // A late order (a family that called after close) joins the batch where it stands.
  const family = (await (await request.get(`/api/team-stores/by-slug/${slug}`)).json()).data;
  const late = await staff.post(`/api/team-stores/${storeId}/late-orders`, {
    headers: headers(),
    data: {
      customer: { name: "Lou Diaz", email: `hawk-c-${stamp}@example.com`, phone: "205-555-0173" },
      player_name: "Cal Diaz",
      lines: [
        { item_id: family.items[0].id, size: jersey.sizes[0], quantity: 1, name: "Diaz", number: "21" },
      ],
    },
  });
  expect(late.status(), await late.text()).toBe(201);
  for (const order of await storeOrders(staff, storeId)) expect(order.status).toBe("processing");

  // Parent A's page follows the store, with what is paid and still owed.
  await page.context().clearCookies();
  await page.setViewportSize(phone);
  await page.goto(orderPathA);
  await expect(page.getByTestId("team-order-status")).toHaveText(`Being prepared with the ${team} order`);
  await expect(page.getByTestId("team-order-money")).toContainText("$10.00");
  await look(page, "parent-a-in-production");

  // Ready: every order reads Ready for pickup; the e-mails carry the balance, the day and the place;
  // the coach's says who still owes what.
  await signInAsAdmin(page);
  await page.setViewportSize(desk);
  await page.goto(`/admin/team-stores/${storeId}`);
  await page.getByRole("button", { name: "Mark ready" }).click();
  await page.getByRole("dialog", { name: "Mark ready?" }).getByRole("button", { name: "Mark ready" }).click();
  await expect(page.getByText("Ready", { exact: true })).toBeVisible();
  const readyA = await waitForEmail(parentA, "is ready");
  expect(readyA).toContain("Balance due");
  expect(readyA).toContain("Tuesday practice, 5:30 PM");
  expect(readyA).toContain("Clanton Park, field 2");
  const coachReady = await waitForEmail(coachEmail, "still owe");
  expect(coachReady).toContain("Ava Brown");
  for (const order of await storeOrders(staff, storeId)) expect(order.status).toBe("shipped");

  // Parent B's account says the same as the e-mails.
  await page.context().clearCookies();
  await signInParent(page, parentB);
  await page.setViewportSize(phone);
  await expect(page.getByTestId("account-order").filter({ hasText: team }).first()).toContainText(
    "Ready for pickup",
  );
  await look(page, "parent-b-account-ready");

  // Complete warns about the money still owed and goes on only once staff say they saw it.
  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.setViewportSize(desk);
  await page.goto(`/admin/team-stores/${storeId}`);
  await page.getByRole("button", { name: "Complete" }).click();
  const complete = page.getByRole("dialog", { name: "Complete?" });
  await expect(complete.getByText(/^3 families still owe \$\d+\.\d{2}\.$/)).toBeVisible();
  await look(page, "staff-complete-warning");
  await complete.getByLabel("Complete anyway, with the money still owed (recorded in the audit log)").check();
  await complete.getByRole("button", { name: "Complete" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  for (const order of await storeOrders(staff, storeId)) expect(order.status).toBe("delivered");

  await page.context().clearCookies();
  await page.setViewportSize(phone);
  await page.goto(orderPathA);
  await expect(page.getByTestId("team-order-status")).toHaveText("Picked up");
  await look(page, "parent-a-picked-up");
});
