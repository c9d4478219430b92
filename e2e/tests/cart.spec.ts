import type { Page } from "@playwright/test";
import { defaultSizesFor } from "@store/db/catalogue";
import { sampleProducts } from "@store/db/seed";
import { expect, test } from "./fixtures";

interface SeedLine {
  id: string;
  name: string;
  price: number;
  image_url: string;
  quantity: number;
  /** Left out, as carts saved before sizes existed have it. */
  size?: string | null;
}

const hoodie: SeedLine = {
  id: "line-hoodie",
  name: "Full Sub Team Hoodie",
  price: 54.99,
  image_url: "/images/products/full-sub-team-hoodie.svg",
  quantity: 1,
};
const cap: SeedLine = {
  id: "line-cap",
  name: "Richardson 112 Trucker Cap",
  price: 16.34,
  image_url: "/images/products/richardson-112-trucker-cap.svg",
  quantity: 2,
};

const cartButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });
const line = (page: Page, name: string) => drawer(page).getByRole("listitem", { name });
const subtotal = (page: Page) => drawer(page).getByTestId("cart-subtotal");

/** Puts lines in the saved cart and reloads, as if they had been added on an earlier visit. */
async function seedCart(page: Page, lines: SeedLine[]) {
  await page.goto("/about");
  await page.evaluate((items) => localStorage.setItem("cart", JSON.stringify({ items })), lines);
  await page.reload();
}

async function openCart(page: Page) {
  await cartButton(page).click();
  await expect(drawer(page)).toBeVisible();
}

test("the cart icon shows the item count and opens the drawer with each line and the subtotal", async ({
  page,
}) => {
  await seedCart(page, [hoodie, cap]);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 3 items");
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("3");

  await openCart(page);
  await expect(drawer(page).getByRole("listitem")).toHaveCount(2);
  const hoodieLine = line(page, hoodie.name);
  await expect(hoodieLine.locator("img")).toHaveAttribute("src", hoodie.image_url);
  await expect(hoodieLine).toContainText("$54.99 each");
  await expect(line(page, cap.name)).toContainText("$16.34 each");
  await expect(line(page, cap.name).getByRole("group", { name: `Quantity of ${cap.name}` })).toContainText(
    "2",
  );
  await expect(line(page, cap.name)).toContainText("$32.68");
  await expect(subtotal(page)).toHaveText("$87.67");
  await expect(drawer(page)).toContainText("Subtotal (3 items)");
});

test("one product in two sizes is two lines, each with its size, changed and removed on its own", async ({
  page,
}) => {
  await seedCart(page, [
    { ...hoodie, size: "Adult M" },
    { ...hoodie, size: "Youth L", quantity: 2 },
  ]);
  await openCart(page);
  const adultM = line(page, `${hoodie.name}, Adult M`);
  const youthL = line(page, `${hoodie.name}, Youth L`);
  await expect(adultM).toContainText("Size: Adult M");
  await expect(youthL).toContainText("Size: Youth L");

  await drawer(page)
    .getByRole("button", { name: `Increase quantity of ${hoodie.name}, Adult M` })
    .click();
  await expect(adultM.getByRole("group")).toContainText("2");
  await expect(youthL.getByRole("group")).toContainText("2");

  await drawer(page)
    .getByRole("button", { name: `Remove ${hoodie.name}, Youth L from cart` })
    .click();
  await expect(youthL).toHaveCount(0);
  await expect(adultM).toHaveCount(1);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
});

test("an empty cart has no badge and says so, with a way back to the shop", async ({ page }) => {
  await page.goto("/about");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  await expect(page.getByRole("banner").getByTestId("cart-count")).toBeHidden();

  await openCart(page);
  await expect(drawer(page).getByText("Your cart is empty")).toBeVisible();
  await drawer(page).getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/shop");
  await expect(drawer(page)).toBeHidden();
});

test("the stepper changes a quantity between 1 and 99 and everything follows", async ({ page }) => {
  await seedCart(page, [hoodie, { ...cap, quantity: 98 }]);
  await openCart(page);

  const decrease = drawer(page).getByRole("button", { name: `Decrease quantity of ${hoodie.name}` });
  const increase = drawer(page).getByRole("button", { name: `Increase quantity of ${hoodie.name}` });
  await expect(decrease).toBeDisabled();
  await increase.click();
  await increase.click();
  await expect(line(page, hoodie.name).getByRole("group")).toContainText("3");
  await expect(decrease).toBeEnabled();
  await expect(line(page, hoodie.name)).toContainText("$164.97");
  await decrease.click();
  await expect(line(page, hoodie.name).getByRole("group")).toContainText("2");

  const capMore = drawer(page).getByRole("button", { name: `Increase quantity of ${cap.name}` });
  await capMore.click();
  await expect(line(page, cap.name).getByRole("group")).toContainText("99");
  await expect(capMore).toBeDisabled();

  // 2 x 54.99 + 99 x 16.34
  await expect(subtotal(page)).toHaveText("$1,727.64");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 101 items");
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("99+");
});

test("lines can be removed one by one, and the cart cleared", async ({ page }) => {
  await seedCart(page, [hoodie, cap]);
  await openCart(page);

  await drawer(page)
    .getByRole("button", { name: `Remove ${hoodie.name} from cart` })
    .click();
  await expect(line(page, hoodie.name)).toHaveCount(0);
  await expect(drawer(page).getByRole("listitem")).toHaveCount(1);
  await expect(subtotal(page)).toHaveText("$32.68");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");

  // Clearing asks first; keeping the items changes nothing.
  await drawer(page).getByRole("button", { name: "Clear cart" }).click();
  await expect(drawer(page).getByText("Remove all 2 items from your cart?")).toBeVisible();
  await drawer(page).getByRole("button", { name: "Keep items" }).click();
  await expect(drawer(page).getByRole("listitem")).toHaveCount(1);

  await drawer(page).getByRole("button", { name: "Clear cart" }).click();
  await drawer(page).getByRole("button", { name: "Yes, clear cart" }).click();
  await expect(drawer(page).getByText("Your cart is empty")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").items)).toEqual([]);

  // Undo puts the lines back, quantities and all.
  await expect(drawer(page).getByRole("status")).toContainText("Cart cleared.");
  await drawer(page).getByRole("button", { name: "Undo" }).click();
  await expect(line(page, cap.name)).toHaveCount(1);
  await expect(subtotal(page)).toHaveText("$32.68");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
});

test("a progress bar shows how far the cart is from free shipping over $100", async ({ page }) => {
  await seedCart(page, [hoodie, cap]);
  await openCart(page);
  const bar = drawer(page).getByRole("progressbar", { name: "Progress toward free shipping" });

  await expect(drawer(page).getByText("You're $12.33 away from free shipping!")).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "88");

  await drawer(page)
    .getByRole("button", { name: `Increase quantity of ${cap.name}` })
    .click();
  await expect(drawer(page).getByText("You've unlocked free shipping!")).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "100");

  await drawer(page)
    .getByRole("button", { name: `Decrease quantity of ${cap.name}` })
    .click();
  await expect(drawer(page).getByText("You're $12.33 away from free shipping!")).toBeVisible();
});

test("Checkout leads from the drawer to /checkout, and says payment happens in store", async ({ page }) => {
  await seedCart(page, [hoodie]);
  await openCart(page);
  await expect(
    drawer(page).getByText(/No card needed: pay in store when you pick up, or by invoice/),
  ).toBeVisible();
  await expect(drawer(page).getByRole("link", { name: "(205) 555-0142" })).toHaveAttribute("href", /^tel:/);

  await drawer(page).getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Order Summary" })).toContainText(hoodie.name);
});

test("the drawer closes with its close button and with Escape", async ({ page }) => {
  await seedCart(page, [hoodie]);
  await openCart(page);
  await drawer(page).getByRole("button", { name: "Close cart" }).click();
  await expect(drawer(page)).toBeHidden();
  await openCart(page);
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
});

test("the cart survives a reload, closed", async ({ page }) => {
  await seedCart(page, [hoodie]);
  await openCart(page);
  await drawer(page)
    .getByRole("button", { name: `Increase quantity of ${hoodie.name}` })
    .click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");

  await page.reload();
  await expect(drawer(page)).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
  await openCart(page);
  await expect(line(page, hoodie.name).getByRole("group")).toContainText("2");
});

test("Add to Cart in the shop fills the cart and raises the badge", async ({ page }) => {
  // One-size items add at once; sized ones ask for the size first (product-page.spec.ts, shop.spec.ts).
  const [first, second] = sampleProducts.filter(
    (p) => p.in_stock !== false && defaultSizesFor(p.category).length === 0,
  );
  if (!first || !second) throw new Error("the seed needs two one-size products in stock");

  await page.goto("/shop");
  const add = (name: string) => page.getByRole("button", { name: `Add ${name} to cart` });
  await add(first.name).click();
  await add(first.name).click();
  await add(second.name).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 3 items");

  await openCart(page);
  await expect(line(page, first.name).getByRole("group")).toContainText("2");
  await expect(line(page, second.name).getByRole("group")).toContainText("1");
  const expected = Math.round(first.price * 100) * 2 + Math.round(second.price * 100);
  await expect(subtotal(page)).toHaveText(`$${(expected / 100).toFixed(2)}`);
});
