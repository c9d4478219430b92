import { request as newRequest, type Page } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./mailbox";
import { openTeamStore } from "./team-store-factories";

// A signed-in parent on a phone in a team store: the contact is the account's, a saved player fills
// the player pack, the player is saved after the order, and Reorder puts a team order back into its
// own open store's team cart, or says why not once the store closed. The rules are in
// api/test/account-team-stores.test.ts.

const origin = () => String(test.info().project.use.baseURL);
const team = "Clanton Eagles 12U";

// The closed store's reorder is refused (409) on purpose.
test.use({ viewport: { width: 390, height: 844 }, expectedFailedRequests: ["/trpc/account.reorder"] });

/** Signs the page's browser in through the e-mailed link, as a parent does. */
async function signIn(page: Page, email: string) {
  const asked = await page.request.post("/api/account/sign-in-email", {
    headers: { origin: origin() },
    data: { email },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const message = await waitForEmail(email, "/account/sign-in/link");
  const link = /\/account\/sign-in\/link#[A-Za-z0-9_-]{20,}/.exec(message)?.[0];
  if (!link) throw new Error("no sign-in link in the e-mail");
  await page.goto(link);
  await expect(page).toHaveURL(/\/account$/);
}

async function bothSchemes(page: Page, what: string, shot: string) {
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `${what}, ${scheme}`);
    await page.screenshot({ path: test.info().outputPath(`${shot}-390-${scheme}.png`), fullPage: true });
  }
  await useScheme(page, "light");
}

test("a signed-in parent's team store: contact and saved player filled, player saved, reorder only into an open store (390 px)", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `acct-parent-${Date.now().toString(36)}@example.com`;
  const open = await openTeamStore(request);
  // A second staff client: the first, signed in, may not sign in again without an Origin.
  const staff = await newRequest.newContext({ baseURL: origin() });
  const closing = await openTeamStore(staff);
  const size = String(open.jersey.sizes[1]);

  await signIn(page, email);
  const headers = { origin: origin() };
  const profile = await page.request.patch("/api/account", {
    headers,
    data: { name: "Robin Parent", phone: "205-555-0142", reminders_opt_in: false },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const saved = await page.request.post("/api/account/players", {
    headers,
    data: {
      players: [
        {
          name: "Jamie Parent",
          number: "7",
          season: String(new Date().getFullYear()),
          sizes: { "t-shirts": size, sweatshirts: size, hoodies: size, apparel: size },
        },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // An order in the other store, which then closes early.
  const other = (await (await page.request.get(`/api/team-stores/by-slug/${closing.slug}`)).json()).data as {
    items: { id: string; sizes: string[] }[];
  };
  const placedThere = await page.request.post(`/api/team-stores/by-slug/${closing.slug}/orders`, {
    headers,
    data: {
      customer: { name: "Robin Parent", email, phone: "205-555-0142" },
      player_name: "Jamie Parent",
      lines: [
        {
          item_id: other.items[0]?.id,
          size: other.items[0]?.sizes[0],
          quantity: 1,
          name: "PARENT",
          number: "7",
        },
      ],
    },
  });
  expect(placedThere.status(), await placedThere.text()).toBe(201);
  const closedOrder = (await placedThere.json()).data as {
    number: number;
    order_path: string;
    order: { id: string };
  };
  const closed = await staff.post(`/api/team-stores/${closing.id}/transitions`, {
    headers,
    data: { action: "close" },
  });
  expect(closed.ok(), await closed.text()).toBe(true);
  await staff.dispose();

  // The store: the saved player fills the pack, the account fills the contact.
  await page.goto(`/team/${open.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: team })).toBeVisible();
  const pack = page.getByRole("region", { name: "Player Pack" });
  await pack
    .getByLabel("Fill from a saved player")
    .selectOption({ label: `Jamie Parent #7 (${new Date().getFullYear()})` });
  await expect(pack.getByLabel("Name to print")).toHaveValue("Parent");
  await expect(pack.getByLabel("Number")).toHaveValue("7");
  await expect(pack.getByLabel(`Size of ${open.jersey.name}`)).toHaveValue(size);
  await bothSchemes(page, "team store with a saved player", "store-saved-player");
  await pack.getByRole("button", { name: "Add Player Pack" }).click();
  await expect(page.getByTestId("team-cart-line")).toHaveCount(1);
  await expect(page.getByLabel("Your Name")).toHaveValue("Robin Parent");
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  await expect(page.getByLabel("Phone Number")).toHaveValue("205-555-0142");
  await expect(page.getByRole("combobox", { name: "Player's name" })).toHaveValue("Jamie Parent");
  await page.getByRole("button", { name: "Place Team Order" }).click();
  await expect(
    page.getByText(new RegExp(`^Thank you! Your ${team} order #\\d+ is placed\\.$`)),
  ).toBeVisible();

  // Save this player: the order's name, number and size go to the account.
  const offer = page.getByRole("region", { name: "Save this player" });
  await offer.getByRole("button", { name: "Save This Player" }).click();
  await expect(offer.getByRole("status")).toContainText(`Saved to your account: Jamie Parent (#7), ${size}.`);
  await bothSchemes(page, "team order page, player saved", "team-order-saved");

  // Signed out, the family's link says to sign in with the order's address instead.
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guestPage = await guest.newPage();
  await guestPage.goto(closedOrder.order_path);
  await expect(guestPage.getByRole("region", { name: "Save this player" })).toContainText(
    `sign in or create an account with ${email}`,
  );
  await guest.close();

  // Reorder: the open store's order goes back into its team cart with name, number and team price.
  await page.goto("/account");
  const orders = page.getByTestId("account-order");
  const placedHere = orders.filter({ hasText: team }).first();
  const number = (await placedHere.getByRole("heading").textContent())?.replace(/\D/g, "") ?? "";
  await page.getByRole("button", { name: `Reorder order #${number}` }).click();
  const dialog = page.getByRole("dialog", { name: `Reorder order #${number}` });
  await dialog.getByRole("button", { name: "Add to Team Cart" }).click();
  await expect(dialog.getByRole("status")).toContainText(`1 × ${open.jersey.name}, ${size}, PARENT #7`);
  await bothSchemes(page, "team reorder added", "reorder-added");
  await dialog.getByRole("link", { name: "Open Team Cart" }).click();
  await expect(page).toHaveURL(new RegExp(`/team/${open.slug}#team-cart-heading$`));
  await expect(page.getByTestId("team-cart-line")).toHaveCount(1);
  await expect(page.getByTestId("team-cart-line")).toContainText("PARENT #7");

  // The closed store's order: a sentence why not, and nothing in the shop's cart.
  await page.goto("/account");
  await page.getByRole("button", { name: `Reorder order #${closedOrder.number}` }).click();
  const refused = page.getByRole("dialog", { name: `Reorder order #${closedOrder.number}` });
  await refused.getByRole("button", { name: "Add to Team Cart" }).click();
  await expect(refused.getByRole("alert")).toBeFocused();
  await expect(refused.getByRole("alert")).toContainText(
    new RegExp(
      `The ${team} team store closed on \\w{3} \\w{3} \\d{1,2}, \\d{1,2}:\\d{2} [AP]M CT\\. Its names, numbers and team prices can only be ordered there: ask your coach whether a new store is planned, or call the store for a late order\\.`,
    ),
  );
  await bothSchemes(page, "team reorder refused", "reorder-refused");
  const shopCart = await page.evaluate(() => localStorage.getItem("cart"));
  expect(JSON.parse(shopCart ?? '{"items":[]}').items).toEqual([]);

  // The account's page of that order offers to save its player too.
  await page.goto(`/account/orders/${closedOrder.order.id}`);
  const fromAccount = page.getByRole("region", { name: "Save this player" });
  await expect(fromAccount.getByRole("button", { name: "Save This Player" })).toBeVisible();
  await bothSchemes(page, "account order page", "account-order");
});
