import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

const cartLines = {
  items: [
    {
      id: "a11y-hoodie",
      name: "Full Sub Team Hoodie",
      price: 54.99,
      image_url: "/images/products/full-sub-team-hoodie.svg",
      quantity: 1,
    },
    {
      id: "a11y-cap",
      name: "Richardson 112 Trucker Cap",
      price: 24.5,
      image_url: "/images/products/richardson-112-trucker-cap.svg",
      quantity: 1,
    },
  ],
};

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      // No slide fades half-way through a contrast check.
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    });

    test("the home page has no serious accessibility problems", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
      await expect(page.getByRole("banner")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `/ in ${scheme}`);
    });

    test("the shop has no serious accessibility problems", async ({ page }) => {
      await page.goto("/shop");
      await expect(page.getByText(/^Showing \d+ products?$/)).toBeVisible();
      await expectNoSeriousViolations(page, `/shop in ${scheme}`);
    });

    test("the open cart drawer, full and empty, has no serious accessibility problems", async ({ page }) => {
      await page.addInitScript((cart) => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem("cart", JSON.stringify(cart));
          sessionStorage.setItem("seeded", "1");
        }
      }, cartLines);
      await page.goto("/shop");
      await expect(page.getByText(/^Showing \d+ products?$/)).toBeVisible();
      await page.getByRole("banner").getByRole("button", { name: "Cart, 2 items" }).click();
      const drawer = page.getByRole("dialog", { name: "Your Cart" });
      await expect(drawer.getByText("You're $20.51 away from free shipping!")).toBeVisible();
      await expectNoSeriousViolations(page, `cart drawer in ${scheme}`);

      await drawer.getByRole("button", { name: "Clear cart" }).click();
      await expectNoSeriousViolations(page, `clear-cart question in ${scheme}`);
      await drawer.getByRole("button", { name: "Yes, clear cart" }).click();
      await expect(drawer.getByText("Your cart is empty")).toBeVisible();
      await expectNoSeriousViolations(page, `empty cart drawer in ${scheme}`);
    });

    test("the phone menu and the quick search have no serious accessibility problems", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/about");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Shop" }).click();
      await expect(page.getByRole("dialog").getByRole("link", { name: "View All Products" })).toBeVisible();
      await expectNoSeriousViolations(page, `phone menu in ${scheme}`);
      await page.keyboard.press("Escape");

      await page.getByRole("banner").getByRole("button", { name: "Search the store" }).click();
      await page.getByPlaceholder("Search products, designs, posts and pages...").fill("hoodie");
      await expect(page.getByRole("group", { name: "Products" }).getByRole("button").first()).toBeVisible();
      await expectNoSeriousViolations(page, `quick search in ${scheme}`);
    });
  });
}
