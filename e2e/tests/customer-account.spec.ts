import type { APIRequestContext } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./mailbox";
import { placeOrder } from "./order-factories";
import { openTeamStore } from "./team-store-factories";

// A parent who ordered as a guest signs in without a password, finds their orders, saves a player
// and reorders in the player's newer size, then deletes the account by the e-mailed link. The API
// suite (api/test/account*.test.ts) holds the rules; this is the customer's walk on a phone.

const origin = () => String(test.info().project.use.baseURL);
const SIZED_KINDS: Record<string, string> = {
  "t-shirts": "T-shirts",
  sweatshirts: "Sweatshirts",
  hoodies: "Hoodies",
  apparel: "Other apparel",
};

interface Product {
  id: string;
  name: string;
  category: string;
  in_stock: boolean | null;
  sizes: string[];
}

/** A product of the seed worn in two sizes or more, of a kind a player's sizes are kept for. */
async function wornProduct(request: APIRequestContext): Promise<Product> {
  const res = await request.get("/api/products");
  const products = (await res.json()).data as Product[];
  const found = products.find(
    (p) => p.category in SIZED_KINDS && p.sizes.length >= 2 && p.in_stock !== false,
  );
  if (!found) throw new Error("the seed has no worn product in two sizes");
  return found;
}

/** The path and fragment of the link in the newest e-mail to `email` that opens `page`. */
async function linkFromEmail(email: string, page: string): Promise<string> {
  const message = await waitForEmail(email, page);
  const link = new RegExp(`${page.replace(/\//g, "\\/")}#[A-Za-z0-9_-]{20,}`).exec(message)?.[0];
  if (!link) throw new Error(`no ${page} link in the e-mail`);
  return link;
}

test.use({ viewport: { width: 390, height: 844 } });

test("a parent signs in by e-mail, reorders for a saved player and deletes the account (390 px)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `parent-${Date.now().toString(36)}@example.com`;
  const tee = await wornProduct(request);
  const [ordered, newer] = tee.sizes;
  const guest = await placeOrder(request, email, [
    { product_id: tee.id, size: ordered ?? null, quantity: 2 },
  ]);

  // A team-store order with the same address, placed as a family places it.
  const store = await openTeamStore(request);
  const family = (await (await request.get(`/api/team-stores/by-slug/${store.slug}`)).json()).data as {
    items: { id: string; sizes: string[] }[];
  };
  const item = family.items[0];
  const placed = await request.post(`/api/team-stores/by-slug/${store.slug}/orders`, {
    headers: { origin: origin() },
    data: {
      customer: { name: "Robin Parent", email, phone: "205-555-0142" },
      player_name: "Jamie Parent",
      lines: [{ item_id: item?.id, size: item?.sizes[0], quantity: 1, name: "JAMIE", number: "7" }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const teamOrder = (await placed.json()).data.number as number;

  // Not signed in: the account sends the parent to sign in, by a link and a code.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeVisible();
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Send Sign-in Link" }).click();
  await expect(page.getByText(`We sent a sign-in link and a 6-digit code to ${email}`)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "6-digit code" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "6-digit code" })).toHaveAttribute(
    "autocomplete",
    "one-time-code",
  );
  await expectNoSeriousViolations(page, "sign-in code step, light");

  // The link from the e-mail signs in, and the address bar keeps no token.
  await page.goto(await linkFromEmail(email, "/account/sign-in/link"));
  await expect(page).toHaveURL(/\/account$/);
  const orders = page.getByTestId("account-order");
  await expect(orders.filter({ hasText: `Order #${guest.number}` })).toBeVisible();
  const team = orders.filter({ hasText: `Order #${teamOrder}` });
  await expect(team).toContainText("Clanton Eagles 12U team store · batch 1");
  await expect(team).toContainText("for Jamie Parent");
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `account orders, ${scheme}`);
  }
  await useScheme(page, "light");

  // The player, with the newer size for the kind of item ordered.
  await page.getByRole("tab", { name: "Players" }).click();
  await page.getByRole("button", { name: "Add Player" }).click();
  const form = page.getByRole("dialog", { name: "Add a player" });
  await form.getByLabel("Player name").fill("Jamie Parent");
  await form.getByLabel("Number").fill("7");
  await form.getByRole("combobox", { name: `${SIZED_KINDS[tee.category]} size` }).click();
  await page.getByRole("option", { name: newer, exact: true }).click();
  await form.getByRole("button", { name: "Save Player" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId("saved-player")).toContainText(`${SIZED_KINDS[tee.category]}: ${newer}`);
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `account players, ${scheme}`);
  }
  await useScheme(page, "light");

  // Reorder the guest order in Jamie's newer size: the cart has the resized line.
  await page.getByRole("tab", { name: "Orders" }).click();
  await page.getByRole("button", { name: `Reorder order #${guest.number}` }).click();
  const reorder = page.getByRole("dialog", { name: `Reorder order #${guest.number}` });
  await reorder.getByRole("combobox", { name: "Sizes for a saved player (optional)" }).click();
  await page.getByRole("option", { name: /Jamie Parent/ }).click();
  await reorder.getByRole("button", { name: "Add to Cart" }).click();
  await expect(reorder.getByRole("status")).toContainText(
    `2 × ${tee.name}, ${newer} (resized from ${ordered})`,
  );
  await reorder.getByRole("button", { name: "View Cart" }).click();
  const cart = page.getByRole("dialog", { name: /cart/i });
  await expect(cart.getByTestId("cart-line-size")).toHaveText(`Size: ${newer}`);
  await page.keyboard.press("Escape");

  // Deleting the account takes the e-mailed link.
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page.getByText(`We sent a link to ${email} to confirm.`)).toBeVisible();
  await page.goto(await linkFromEmail(email, "/account/privacy/delete"));
  await expect(page).toHaveURL(/\/account\/privacy\/delete$/);
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `delete confirmation, ${scheme}`);
  }
  await page.getByRole("button", { name: "Yes, Delete My Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account is deleted" })).toBeVisible();
  await expect(page.getByText("with your name, e-mail, phone and address removed")).toBeVisible();

  // Signed out: the account asks for a sign-in again.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/sign-in$/);
});
