import type { APIRequestContext } from "@playwright/test";
import { adminApi } from "./admin";
import { HELMET, paragraphs } from "./blog-helpers";
import { expect, test } from "./fixtures";
import { sizedProduct } from "./order-factories";
import { apiProducts, namesAtoZ } from "./shop-helpers";
import { openTeamStore } from "./team-store-factories";

// Every public page arrives drawn: its first HTML (no browser, no script) carries the heading and the
// main content, a browser without JavaScript reads and navigates it, and a write shows on the next
// drawn page. The browser tests elsewhere hydrate these pages under the console-error fixture, which
// fails on any hydration mismatch.

/** The text of a page's first HTML answer, as a crawler or a phone before its script gets it. */
async function firstHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.headers()["content-type"]).toContain("text/html");
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  return root
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const helmetOpening = (paragraphs(HELMET.content)[0] ?? "").slice(0, 40);

const staticPages: { path: string; heading: string; content: string }[] = [
  { path: "/", heading: "Clanton Sports Apparel", content: "Quick Links" },
  { path: "/about", heading: "About Clanton Sports Apparel", content: "2013" },
  { path: "/contact", heading: "Contact Us", content: "This form needs JavaScript" },
  { path: "/returns", heading: "Returns and Exchanges", content: "within 30 days" },
  { path: "/privacy", heading: "Privacy Policy", content: "never sell" },
  { path: "/terms", heading: "Terms and Conditions", content: "State of Alabama" },
  { path: "/custom-artwork", heading: "Custom Artwork Request", content: "This form needs JavaScript" },
  { path: "/stock-designs", heading: "Stock Designs", content: "Diamond Fury" },
  { path: "/stock-designs/design-1", heading: "Diamond Fury", content: "Baseball" },
  { path: "/team-packages", heading: "Team Packages", content: "Baseball" },
  { path: "/team-packages/baseball", heading: "Baseball Team Packages", content: "$" },
  { path: "/team-packages/rush-fees", heading: "Rush Fees", content: "$" },
  { path: "/sizing-info/football", heading: "Sizing Guide: Football", content: "Chest" },
  { path: "/blog", heading: "Sports Blog", content: HELMET.title },
  { path: `/blog/${HELMET.slug}`, heading: HELMET.title, content: helmetOpening },
  { path: "/no-such-page", heading: "Page not found", content: "Shop All Products" },
];

test.describe("the first HTML of every public page", () => {
  for (const page of staticPages) {
    test(`${page.path} carries its heading and content`, async ({ request }) => {
      const text = await firstHtml(request, page.path);
      expect(text).toContain(page.heading);
      expect(text).toContain(page.content);
    });
  }

  test("every Mantine class a drawn page paints with is defined in its inline styles", async ({
    request,
  }) => {
    // The page paints before any stylesheet arrives (decision 059): a component whose styles are
    // missing from web/src/styles/mantine-first-paint.css would paint unstyled until the code loads.
    const products = await apiProducts(request);
    // A list drawn with nothing to show paints its empty state (a link with a search that finds nothing).
    const emptyLists = ["/shop?q=zzqx", "/stock-designs?q=zzqx", "/blog?q=zzqx"];
    // The pages a link opens are drawn too: a team store and an order's private page.
    const store = await openTeamStore(request);
    const product = await sizedProduct(request);
    const placed = await request.post("/api/checkout", {
      headers: { origin: String(test.info().project.use.baseURL) },
      data: {
        customer: { name: "Pat Coach", email: `drawn-${Date.now()}@example.com`, phone: "205-555-0101" },
        fulfilment: { method: "pickup" },
        lines: [{ product_id: product.id, size: product.sizes[0] ?? null, quantity: 1 }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()).data as { tracking_path: string };
    const paths = [
      ...staticPages.map((p) => p.path),
      "/shop",
      `/shop/${products[0]?.id}`,
      "/search?q=tee",
      ...emptyLists,
      `/team/${store.slug}`,
      order.tracking_path,
    ];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
      const body = html.slice(html.indexOf('<div id="root">'));
      const used = new Set(body.match(/\bm_[0-9a-f]{8}\b/g) ?? []);
      const missing = [...used].filter((name) => !styles.includes(`.${name}`));
      expect(missing, `${path} paints with Mantine classes its inline styles lack`).toEqual([]);
      expect(html, `${path} waits for a stylesheet before it paints`).not.toMatch(
        /<link rel="stylesheet"(?![^>]*disabled)/,
      );
    }
  });

  test("the code starts with the large libraries, each in a task of its own, then the entry", async ({
    request,
  }) => {
    // Decision 060: the after-paint script runs React, then the router with the data layer, then
    // Mantine, before the entry, so no single task evaluates them all (decision 095 split the first). The server names them in its `data-libraries`, from the
    // build's page list (pages.json); a build that left them out made every page's blocking time double.
    const html = await (await request.get("/")).text();
    const libraries = /<script data-entry="[^"]+" data-libraries="([^"]*)"/.exec(html)?.[1];
    expect(libraries, "the after-paint script's list of large libraries").toBeDefined();
    const names = (libraries ?? "").split(" ");
    for (const library of ["react", "framework", "ui"]) {
      expect(
        names.some((name) => name.startsWith(`/assets/${library}-`)),
        `${library} in ${names.join(" ")}`,
      ).toBe(true);
    }
    expect(names[0], "React first: the others import it").toMatch(/^\/assets\/react-/);
  });

  test("/shop carries the first products by name, and a product page its name and description", async ({
    request,
  }) => {
    const products = await apiProducts(request);
    const shop = await firstHtml(request, "/shop");
    for (const name of namesAtoZ(products).slice(0, 4)) expect(shop).toContain(name);

    const product = products.find((p) => p.description);
    if (!product) throw new Error("no product with a description in the seed");
    const page = await firstHtml(request, `/shop/${product.id}`);
    expect(page).toContain(product.name);
    expect(page).toContain(product.description?.slice(0, 30));
  });

  test("a filtered shop and a search carry their results; a search written another way redirects", async ({
    request,
  }) => {
    const hoodies = (await apiProducts(request)).filter((p) => p.category === "hoodies");
    const [firstHoodie] = hoodies;
    if (!firstHoodie) throw new Error("no hoodie in the seed");
    const shop = await firstHtml(request, "/shop?category=hoodies");
    for (const hoodie of hoodies) expect(shop).toContain(hoodie.name);

    const search = await firstHtml(request, `/search?q=${encodeURIComponent(firstHoodie.name)}`);
    expect(search).toContain(firstHoodie.name);

    const unknown = await request.get("/shop?category=socks", { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe("/shop");
  });

  test("the portal and the checkout stay undrawn; a link that opens nothing is a drawn 404 in its page's words", async ({
    request,
  }) => {
    for (const path of ["/admin", "/checkout"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
    const unknown = await request.get(`/orders/${"x".repeat(43)}`);
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()["cache-control"]).toBe("private, no-store");
    expect(await unknown.text()).toContain("Order not found");
  });

  test("a product renamed by staff shows on the next drawn page", async ({ request, baseURL }) => {
    const product = (await apiProducts(request)).find((p) => p.category === "accessories");
    if (!product) throw new Error("no accessory in the seed");
    const before = await firstHtml(request, `/shop/${product.id}`);
    expect(before).toContain(product.name);

    const api = await adminApi(request);
    const renamed = `${product.name} (drawn ${Date.now()})`;
    const full = await (await api.get(`/api/products/${product.id}`)).json();
    // What a replace takes: the record without the fields the server writes itself.
    const {
      id: _id,
      created_at: _created,
      updated_at: _updated,
      ...record
    } = (full.data ?? full) as Record<string, unknown>;
    try {
      const put = await api.put(`/api/products/${product.id}`, {
        data: { ...record, name: renamed },
        headers: { origin: new URL(baseURL ?? "").origin },
      });
      expect(put.ok(), await put.text()).toBe(true);
      expect(await firstHtml(request, `/shop/${product.id}`)).toContain(renamed);
      expect(await firstHtml(request, "/shop?category=accessories")).toContain(renamed);
    } finally {
      await api.put(`/api/products/${product.id}`, {
        data: { ...record, name: product.name },
        headers: { origin: new URL(baseURL ?? "").origin },
      });
    }
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, waitForApp: false });

  test("a shopper reads the pages and follows their links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Clanton Sports Apparel");

    await page.getByRole("contentinfo").getByRole("link", { name: "Sports Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sports Blog" })).toBeVisible();

    await page.getByRole("link", { name: HELMET.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${HELMET.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: HELMET.title })).toBeVisible();
    await expect(page.getByText(helmetOpening)).toBeVisible();

    await page.goto("/shop");
    const first = page.getByRole("article").first().getByRole("link").first();
    await first.click();
    await expect(page).toHaveURL(/\/shop\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // (The form's <noscript> note is checked in the HTML above: Playwright's switch turns scripts
    // off but the parser still treats <noscript> as scripting-on, so a browser test cannot see it.)
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();

    // The store's policies, from the footer's links, read in full.
    await page.getByRole("contentinfo").getByRole("link", { name: "Returns and Exchanges" }).click();
    await expect(page).toHaveURL(/\/returns$/);
    await expect(page.getByRole("heading", { level: 1, name: "Returns and Exchanges" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "How to start a return or exchange" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Privacy Policy" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });
});

test.describe("after hydration", () => {
  // Decision 094: a font fetched before the first paint held the largest paint back (Lighthouse LCP
  // 1.45 s against 1.0 s). The heading face comes after the first paint, and on the next visit, when
  // the browser has it, before.
  test("the heading face is fetched after the first paint, and shown from the next page on", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const heading = document.querySelector("h1");
        const oswald = heading && getComputedStyle(heading).fontFamily.includes("Oswald");
        document.documentElement.dataset.fontsAtParse = `${document.documentElement.hasAttribute("data-web-fonts")} ${oswald}`;
      });
    });
    await page.goto("/about");
    const parsed = () => page.evaluate(() => document.documentElement.dataset.fontsAtParse);
    expect(await parsed()).toBe("false false");
    const oswald = () =>
      page.evaluate(() => {
        const face = [...document.fonts].find(
          (f) => f.family.replace(/"/g, "") === "Oswald" && f.status === "loaded",
        );
        const fetched = performance
          .getEntriesByType("resource")
          .find((r) => r.name.includes("/assets/oswald-"));
        const painted = performance.getEntriesByName("first-contentful-paint")[0];
        return face && fetched && painted ? fetched.startTime > painted.startTime : "not yet";
      });
    await expect
      .poll(oswald, { message: "Oswald loaded, asked for after the first contentful paint" })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts-cached"))).toBe("1");
    // The page shown keeps the face it was painted in: no swap, no relayout of its headings.
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).not.toHaveCSS("font-family", /Oswald/);
    // The next page takes it, and so does the next load, before its first paint.
    await page.locator('header a[href="/stock-designs"]:visible').first().click();
    await expect(page).toHaveURL(/\/stock-designs$/);
    await expect(heading).toHaveCSS("font-family", /^Oswald/);
    await page.reload();
    expect(await parsed()).toBe("true true");
    // A page the browser draws preloads its heading face and names it from the start.
    await page.evaluate(() => localStorage.removeItem("web-fonts-cached"));
    await page.goto("/admin/login");
    expect(await parsed()).toMatch(/^true /);
    await expect(page.getByRole("heading").first()).toHaveCSS("font-family", /^Oswald/);
  });

  // A drawn page carries only the style rules its classes can use (decision 064); the whole of
  // Mantine's styles comes with the first tap. What the browser adds by itself after hydration (a
  // saved cart's count) must be styled before that tap, and no stylesheet is fetched meanwhile.
  test("before any tap, every Mantine class on a page is styled, with a saved cart, in dark", async ({
    page,
    request,
  }) => {
    const products = await apiProducts(request);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 390, height: 844 });
    const sheets: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "stylesheet") sheets.push(new URL(r.url()).pathname);
    });
    await page.goto("/about");
    await page.evaluate(() =>
      localStorage.setItem(
        "cart",
        JSON.stringify({
          items: [
            { id: "line-cap", name: "Cap", price: 16.34, image_url: "/images/products/cap.svg", quantity: 2 },
          ],
        }),
      ),
    );
    for (const path of [
      "/",
      "/shop",
      `/shop/${products[0]?.id}`,
      "/blog",
      "/contact",
      "/sizing-info/football",
    ]) {
      sheets.length = 0;
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("cart-count"), path).toHaveText("2");
      const unstyled = await page.evaluate(() => {
        const styles = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
        const used = new Set(
          [...document.querySelectorAll("[class]")].flatMap((element) =>
            (element.getAttribute("class") ?? "").split(/\s+/).filter((name) => /^m_[0-9a-f]{8}$/.test(name)),
          ),
        );
        return [...used].filter((name) => !styles.includes(`.${name}`));
      });
      expect(unstyled, `${path}: Mantine classes its styles lack`).toEqual([]);
      expect(sheets, `${path}: stylesheets fetched before a tap`).toEqual([]);
    }
  });

  // Dialogs, drawers and form fields are chunks of their own (decisions 060 and 061): a page that shows
  // none does not download them, and a page fetches the dialog code when a dialog is first opened.
  test("dialog, pop-over and form code comes only with a page or a tap that needs it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const chunk = (name: string) => scripts.filter((path) => path.startsWith(`/assets/${name}-`));
    // The contact form draws its fields itself (decision 063): its page needs no form library either.
    for (const path of ["/", "/about", "/team-packages/baseball", "/contact"]) {
      scripts.length = 0;
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(scripts.length, path).toBeGreaterThan(0);
      // Nor tRPC's HTTP links: a drawn page's answers are in its cache, and nothing calls yet.
      const notYet = ["drawer", "fields", "form-parts", "floating", "trpc-links"].flatMap(chunk);
      expect(notYet, path).toEqual([]);
    }
    // A list's search box and a sizing table need neither the forms' other parts nor pop-over
    // positioning (a table's scroll box once fetched all of floating-ui).
    for (const path of ["/blog", "/sizing-info/football"]) {
      scripts.length = 0;
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(scripts.length, path).toBeGreaterThan(0);
      expect([...chunk("drawer"), ...chunk("form-parts"), ...chunk("floating")], path).toEqual([]);
    }
    scripts.length = 0;
    await page.goto("/shop");
    await page.waitForLoadState("networkidle");
    expect([...chunk("drawer"), ...chunk("trpc-links")]).toEqual([]);
    await page.getByRole("button", { name: "Filters" }).click();
    const filters = page.getByRole("dialog", { name: "Filters" });
    await expect(filters).toBeVisible();
    expect(chunk("drawer")).toHaveLength(1);
    // A choice the cache cannot answer brings the links with its call.
    await filters.getByRole("radio", { name: "Equipment" }).check();
    await expect.poll(() => chunk("trpc-links").length).toBe(1);
  });

  // The Content-Security-Policy forbids eval; a refused probe is reported to Chrome's Issues panel,
  // not to the console (Lighthouse's best practices count it). zod probes on its first object schema
  // unless it was loaded jitless, and the public pages should not download the forms' schemas at all.
  test("public pages raise no Content-Security-Policy issue", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const issues: string[] = [];
    cdp.on("Audits.issueAdded", ({ issue }) => {
      if (issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(issue.details));
    });
    await cdp.send("Audits.enable");
    const products = await apiProducts(page.request);
    for (const path of ["/", "/shop", `/shop/${products[0]?.id}`, "/blog", "/about"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(issues, `${path}: ${issues.join("\n")}`).toEqual([]);
    }
  });
});
