import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { apiProducts } from "./shop-helpers";

// The store's returns, privacy and terms pages: reached from the footer of any page, readable on a
// phone in both schemes, and named at the checkout before the order is placed. (Their first HTML
// carries the heading: server-rendered.spec.ts.)

test.use({ viewport: { width: 390, height: 844 } });

const policies = [
  { link: "Returns and Exchanges", path: "/returns", heading: "Returns and Exchanges", fact: "30 days" },
  { link: "Privacy Policy", path: "/privacy", heading: "Privacy Policy", fact: "never sell" },
  { link: "Terms and Conditions", path: "/terms", heading: "Terms and Conditions", fact: "State of Alabama" },
];

for (const scheme of colorSchemes) {
  test(`the footer opens each policy page, which reads well at 390 px (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await page.goto("/about");
    for (const policy of policies) {
      const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Store policies" });
      await footer.getByRole("link", { name: policy.link }).click();
      await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(policy.heading);
      await expect(main).toContainText(policy.fact);
      await expect(page).toHaveTitle(`${policy.heading} | Clanton Sports Apparel`);
      // The store's own contact details, a tap away, and nothing wider than the phone.
      await expect(main.getByRole("link", { name: "(205) 555-0142" }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${policy.path} is wider than the screen`).toBeLessThanOrEqual(0);
      // The text keeps to the page's margins (a long e-mail address breaks instead of pushing it out).
      const banner = await main.locator("header").first().boundingBox();
      const summary = await main.getByRole("region", { name: "In short" }).boundingBox();
      expect((summary?.x ?? 0) + (summary?.width ?? 0)).toBeLessThanOrEqual(
        (banner?.x ?? 0) + (banner?.width ?? 0) + 1,
      );
      await expectNoSeriousViolations(page, `${policy.path} in ${scheme}`);
    }
  });
}

test("checkout says what placing the order agrees to, with links to the terms and returns", async ({
  page,
  request,
}) => {
  const product = (await apiProducts(request)).find((p) => p.in_stock !== false && p.sizes.length === 0);
  if (!product) throw new Error("no unsized product in stock in the seed");
  await page.addInitScript(
    (item) => {
      if (!sessionStorage.getItem("cart-seeded")) {
        localStorage.setItem("cart", JSON.stringify({ items: [item] }));
        sessionStorage.setItem("cart-seeded", "1");
      }
    },
    {
      id: product.id,
      name: product.name,
      price: product.price,
      image_url: null,
      size: null,
      quantity: 1,
    },
  );
  await page.goto("/checkout");
  const consent = page.getByText("By placing your order you agree to our Terms and Returns policy.");
  await consent.scrollIntoViewIfNeeded();
  await expect(consent).toBeVisible();
  await consent.getByRole("link", { name: "Returns policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Returns and Exchanges" })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "Terms", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
});
