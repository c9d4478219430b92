import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The main links without a dropdown, in the desktop bar and the phone menu alike. */
const plainNavLinks = [
  "Home",
  "Stock Designs",
  "Team Packages",
  "Team Stores",
  "Blog",
  "About",
  "Contact",
  "Custom Artwork",
];

const header = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const html = (page: Page) => page.locator("html");
const adminIcon = (page: Page) => header(page).getByRole("link", { name: /^Admin (Portal|Login)$/ });

async function expectScheme(page: Page, scheme: "light" | "dark") {
  await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", scheme);
  if (scheme === "dark") await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  // The logo is drawn for the scheme: white lettering on dark, navy on light.
  const logoFile = scheme === "dark" ? "/logo-dark.svg" : "/logo.svg";
  await expect(header(page).getByRole("img", { name: "Clanton Sports Apparel" })).toHaveAttribute(
    "src",
    logoFile,
  );
}

test("the header shows the contact strip, promotion, social links, logo and main navigation", async ({
  page,
}) => {
  await page.goto("/about");
  const top = header(page);
  await expect(top.getByRole("link", { name: "sales@clantonsportsapparel.com" })).toHaveAttribute(
    "href",
    "mailto:sales@clantonsportsapparel.com",
  );
  await expect(top.getByRole("link", { name: "(205) 555-0142" })).toHaveAttribute(
    "href",
    /^tel:\+?1?2055550142$/,
  );
  await expect(top.getByText("Free shipping on orders over $100!", { exact: true })).toBeVisible();
  for (const [network, host] of [
    ["Facebook", "facebook.com"],
    ["Instagram", "instagram.com"],
    ["X", "x.com"],
  ] as const) {
    const link = top.getByRole("link", { name: `Clanton Sports Apparel on ${network}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", new RegExp(`^https://(www\\.)?${host.replace(".", "\\.")}/`));
  }

  const nav = mainNav(page);
  for (const name of plainNavLinks) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of ["Shop", "Sizing Info"]) await expect(nav.getByRole("button", { name })).toBeVisible();
  await expect(top.getByRole("button", { name: "Search the store" })).toBeVisible();
  await expect(top.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();

  // The centred logo leads home.
  await top.getByRole("link", { name: "Clanton Sports Apparel", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the Shop menu opens on hover and leads to each category and to all products", async ({ page }) => {
  await page.goto("/about");
  const nav = mainNav(page);
  // Header label, the value the spec's header links carry, and the shop's own radio for it.
  const categories = [
    ["T-Shirts", "t-shirts", "T-shirts"],
    ["Sweatshirts", "sweat shirts", "Sweatshirts"],
    ["Hoodies", "hoodies", "Hoodies"],
    ["Equipment", "equipment", "Equipment"],
    ["Accessories", "accessories", "Accessories"],
  ] as const;

  await expect(nav.getByRole("link", { name: "T-Shirts" })).toBeHidden();
  await nav.getByRole("button", { name: "Shop" }).hover();
  for (const [label] of categories) await expect(nav.getByRole("link", { name: label })).toBeVisible();
  await expect(nav.getByRole("link", { name: "View All Products" })).toBeVisible();

  for (const [label, value, radio] of categories) {
    await nav.getByRole("button", { name: "Shop" }).hover();
    await nav.getByRole("link", { name: label }).click();
    // The shop may store "sweat shirts" under its one spelling (decision 006); either lands on the filter.
    const spellings: string[] = [value, value.replace(" ", "")];
    await expect(page).toHaveURL(
      (url) => url.pathname === "/shop" && spellings.includes(url.searchParams.get("category") ?? ""),
    );
    await expect(page.getByRole("radio", { name: new RegExp(`^${radio}\\b`) })).toBeChecked();
    await expect(nav.getByRole("link", { name: label })).toBeHidden();
  }

  await nav.getByRole("button", { name: "Shop" }).hover();
  await nav.getByRole("link", { name: "View All Products" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/shop" && url.search === "");
  await expect(page.getByRole("heading", { level: 1, name: "Shop All Products" })).toBeVisible();
});

test("the dropdown menus also open from the keyboard and by click, and Escape closes them", async ({
  page,
}) => {
  await page.goto("/about");
  const nav = mainNav(page);
  const sizing = nav.getByRole("button", { name: "Sizing Info" });

  await sizing.focus();
  await expect(sizing).toHaveAttribute("aria-expanded", "true");
  for (const sport of ["Baseball", "Fastpitch", "Basketball", "Football"]) {
    await expect(nav.getByRole("link", { name: sport })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(sizing).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Football" })).toBeHidden();
  await expect(sizing).toBeFocused();

  // Enter reopens it; Tab walks into its links; Enter follows one.
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: "Baseball" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Baseball" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Football" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sizing-info\/football$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sizing Guide: Football" })).toBeVisible();

  // A mouse click on the button (after the hover that already opened it) leaves it open.
  await page.mouse.move(0, 600);
  const shop = nav.getByRole("button", { name: "Shop" });
  await shop.click();
  await expect(shop).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Equipment" })).toBeVisible();
});

test("the theme toggle switches to dark, marks the page root, and is remembered", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  await expectScheme(page, "light");

  await header(page).getByRole("button", { name: "Switch to dark mode" }).click();
  await expectScheme(page, "dark");
  expect(await page.evaluate(() => localStorage.getItem("mantine-color-scheme-value"))).toBe("dark");

  // The saved choice wins over the system preference on the next visit.
  await page.reload();
  await expectScheme(page, "dark");
  await header(page).getByRole("button", { name: "Switch to light mode" }).click();
  await expectScheme(page, "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expectScheme(page, "light");
});

for (const scheme of ["dark", "light"] as const) {
  test(`a first visit follows the system's ${scheme} preference`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/");
    expect(await page.evaluate(() => localStorage.getItem("mantine-color-scheme-value"))).toBeNull();
    await expectScheme(page, scheme);
    const other = scheme === "dark" ? "light" : "dark";
    await expect(header(page).getByRole("button", { name: `Switch to ${other} mode` })).toBeVisible();
  });
}

test.describe("without the app's code", () => {
  // Only the HTML and theme-init.js run: there is no app to wait for.
  test.use({ waitForApp: false });

  test("the theme is applied before the app runs, so a dark page never flashes light", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => localStorage.setItem("mantine-color-scheme-value", "dark"));
    // Replace the app's code with nothing: only the page's HTML and theme-init.js run.
    await page.route(/\/assets\/.*\.js$/, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
    await page.goto("/about");
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  });
});

const adminCases = [
  { record: null, label: "no stored record", href: "/admin/login", title: "Admin Login" },
  {
    record: JSON.stringify({ id: "u1", email: "owner@clantonsportsapparel.com", role: "admin" }),
    label: "an admin record",
    href: "/admin",
    title: "Admin Portal",
  },
  {
    record: JSON.stringify({ id: "u2", email: "coach@example.com", role: "customer" }),
    label: "a customer record",
    href: "/admin/login",
    title: "Admin Login",
  },
  { record: "{not-json", label: "an unreadable record", href: "/admin/login", title: "Admin Login" },
];

for (const { record, label, href, title } of adminCases) {
  test(`the admin icon with ${label} goes to ${href}`, async ({ page }) => {
    await page.goto("/about");
    await page.evaluate((value) => {
      if (value === null) localStorage.removeItem("admin_user");
      else localStorage.setItem("admin_user", value);
    }, record);
    await page.reload();

    const icon = adminIcon(page);
    await expect(icon).toHaveAttribute("href", href);
    await expect(icon).toHaveAttribute("title", title);
    await expect(icon).toHaveAccessibleName(title);
    await icon.click();
    // No session here: whatever the stored record says, the server's answer sends them to sign in.
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    await expect(page.getByText("Free shipping on orders over $100!")).toBeHidden();
  });
}

test("on a phone the burger opens a menu with an expandable shop list that closes on navigation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await expect(mainNav(page)).toBeHidden();

  await header(page).getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  for (const name of plainNavLinks) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }

  const shop = menu.getByRole("button", { name: "Shop" });
  await expect(shop).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "View All Products" })).toBeHidden();
  await shop.click();
  await expect(shop).toHaveAttribute("aria-expanded", "true");
  for (const name of [
    "T-Shirts",
    "Sweatshirts",
    "Hoodies",
    "Equipment",
    "Accessories",
    "View All Products",
  ]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }

  // Once the first tap's work is in (the whole styles, the menu's code): in one CI run of 545 the
  // click on the link left the page at /about, with the pointer one row above it (a row moved under
  // it); not reproduced in 8 runs alone.
  await page.waitForLoadState("networkidle");
  await menu.getByRole("link", { name: "View All Products" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/shop");
  await expect(menu).toBeHidden();

  // The sizing guides are there too, behind their own toggle.
  await header(page).getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("button", { name: "Sizing Info" }).click();
  await menu.getByRole("link", { name: "Basketball" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sizing Guide: Basketball" })).toBeVisible();
  await expect(menu).toBeHidden();
});

test("the public header and footer are not shown on admin pages", async ({ page }) => {
  await page.goto("/about");
  await expect(header(page)).toBeVisible();
  await expect(footer(page)).toBeVisible();

  for (const path of ["/admin/login", "/admin", "/admin/orders"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Free shipping on orders over $100!")).toBeHidden();
    await expect(page.getByText("Exceptional Design Expertise!")).toBeHidden();
    await expect(page.getByRole("button", { name: /^Cart,/ })).toBeHidden();
  }
});

test("public pages start below the fixed header", async ({ page }) => {
  await page.goto("/contact");
  const heading = page.getByRole("heading", { level: 1, name: "Contact Us" });
  const headerBox = await header(page).boundingBox();
  const headingBox = await heading.boundingBox();
  if (!headerBox || !headingBox) throw new Error("header or heading not laid out");
  expect(headingBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

  // Scrolled down, the header stays at the top of the window.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto("/shop");
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  await footer(page).getByRole("link", { name: "Rush Fees" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rush Fees" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

const routes: [path: string, heading: string][] = [
  ["/about", "About Clanton Sports Apparel"],
  ["/contact", "Contact Us"],
  ["/blog", "Sports Blog"],
  ["/custom-artwork", "Custom Artwork Request"],
  ["/stock-designs", "Stock Designs"],
  ["/stock-designs/design-1", "Diamond Fury"],
  ["/stock-designs/design-21", "Personal Best"],
  ["/team-packages", "Team Packages"],
  ["/team-packages/rush-fees", "Rush Fees"],
  ["/team-packages/quote", "Request a Team Quote"],
  ["/team-stores", "Team Stores"],
  ["/team-packages/baseball", "Baseball Team Packages"],
  ["/team-packages/basketball", "Basketball Team Packages"],
  ["/team-packages/cornhole", "Cornhole Team Packages"],
  ["/team-packages/fastpitch", "Fastpitch Team Packages"],
  ["/team-packages/football", "Football Team Packages"],
  ["/team-packages/slowpitch", "Slowpitch Team Packages"],
  ["/team-packages/soccer", "Soccer Team Packages"],
  ["/sizing-info/baseball", "Sizing Guide: Baseball"],
  ["/sizing-info/fastpitch", "Sizing Guide: Fastpitch"],
  ["/sizing-info/basketball", "Sizing Guide: Basketball"],
  ["/sizing-info/football", "Sizing Guide: Football"],
  ["/shop", "Shop All Products"],
  ["/admin/login", "Admin Login"],
  // Signed out, every portal page asks to sign in first (admin-access.spec.ts walks them signed in).
  ["/admin", "Admin Login"],
  ["/admin/orders", "Admin Login"],
];

test("every route of the store loads with its heading and without errors", async ({ page }) => {
  test.setTimeout(90_000);
  for (const [path, heading] of routes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true }), path).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" }), path).toBeHidden();
  }
});

test("unknown addresses answer 404 with a helpful not-found page", async ({ page }) => {
  for (const path of ["/no-such-page", "/team-packages/hockey", "/sizing-info/soccer", "/shop/extra/parts"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle("Page not found | Clanton Sports Apparel");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" }), path).toBeVisible();
    await expect(header(page), path).toBeVisible();
  }
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);

  // An unknown stock design goes back to the list (spec §5).
  await page.goto("/stock-designs/design-99");
  await expect(page).toHaveURL(/\/stock-designs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Stock Designs" })).toBeVisible();
});

test("the footer carries the call to action, contact details, hours and copyright", async ({ page }) => {
  await page.goto("/about");
  const bottom = footer(page);
  await expect(bottom.getByRole("img", { name: "Clanton Sports Apparel" })).toBeVisible();
  await expect(bottom.getByText("Exceptional Design Expertise!")).toBeVisible();
  await expect(bottom.getByRole("link", { name: "(205) 555-0142" })).toHaveAttribute("href", /^tel:/);
  await expect(bottom.getByRole("link", { name: "sales@clantonsportsapparel.com" })).toHaveAttribute(
    "href",
    "mailto:sales@clantonsportsapparel.com",
  );
  await expect(bottom.getByText("Clanton, Alabama, USA")).toBeVisible();
  for (const hours of ["9:00 AM-7:00 PM", "9:00 AM-6:00 PM", "12:00 PM-5:00 PM"]) {
    await expect(bottom.getByText(hours)).toBeVisible();
  }
  const year = new Date().getFullYear();
  await expect(bottom.getByText(`© ${year} Clanton Sports Apparel. All rights reserved.`)).toBeVisible();

  await bottom.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/custom-artwork$/);
  await bottom.getByRole("link", { name: "Contact Us Today!" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
