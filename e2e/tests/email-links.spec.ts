import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "./fixtures";
import { formatHtmlErrors, type HtmlPage, validateHtml } from "./html-validity";
import { emailsTo, waitForEmail } from "./mailbox";
import { placeOrder, sizedProduct } from "./order-factories";
import { requestQuote } from "./quote-factories";
import { openTeamStore } from "./team-store-factories";

// Every link the store e-mails opens, with JavaScript off: status 200, its own title (never "Page
// not found"), and, for a page the server draws, its content in the first HTML. The links are read
// from the e-mails the store actually sent for the flows below (the customer's, the coach's and the
// store's own), and the route of every private link the page table knows must be among them.

interface PageKind {
  route: string;
  audience: string;
  drawn: boolean;
  words: "listed" | "from-reads" | { title: string; description: string };
}

const distDir = process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, "..", "..", "web", "dist");
const kindsOf = async () =>
  (JSON.parse(await readFile(path.join(distDir, "pages.json"), "utf8")) as { kinds: PageKind[] }).kinds;

/** The page route an address belongs to; the staff portal's routes all fall under "/admin". */
function routeOf(kinds: PageKind[], pathname: string): PageKind | undefined {
  const parts = pathname.split("/");
  const fits = (kind: PageKind) => {
    const pattern = kind.route.split("/");
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith("$") || p === parts[i]);
  };
  const byParams = (kind: PageKind) => kind.route.split("$").length;
  return (
    kinds.filter(fits).sort((a, b) => byParams(a) - byParams(b))[0] ??
    kinds.find((kind) => kind.audience === "staff" && pathname.startsWith(`${kind.route}/`))
  );
}

/** Every address on this site that these e-mails link to. */
function linksIn(messages: string[], origin: string): Set<string> {
  const links = new Set<string>();
  for (const message of messages) {
    for (const [, href = ""] of message.matchAll(/href="([^"]+)"/g)) {
      const decoded = href.replace(/&amp;/g, "&");
      if (decoded.startsWith(origin)) links.add(decoded);
    }
  }
  return links;
}

/** The text of #root, scripts and styles left out: what a reader without JavaScript sees. */
const rootText = (html: string) =>
  (html.split('<div id="root">')[1] ?? "")
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

test("every link in every e-mail opens without JavaScript, with its title and content", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const origin = String(test.info().project.use.baseURL);
  const stamp = Date.now().toString(36);

  // A shop order (its tracking link), a quote (its review link), an artwork request (its own), a team
  // store opened for its coach (the store's link and the coach's), a family's order (its order link),
  // a sign-in e-mail (the account's landing) and a message to the store (the portal's links).
  const product = await sizedProduct(request);
  await placeOrder(request, `links-${stamp}@example.com`, [
    { product_id: product.id, size: product.sizes[0] ?? null, quantity: 1 },
  ]);
  await requestQuote(request, { team_name: "Link Lions", email: `quote-${stamp}@example.com` });
  const artwork = await request.post("/api/custom-artwork-submissions", {
    multipart: {
      name: "Casey Coach",
      email: `art-${stamp}@example.com`,
      team_name: "Link Lions",
      products_interested: "Jerseys",
      artwork_details: "A lion on the chest.",
    },
  });
  expect(artwork.status(), await artwork.text()).toBe(201);
  const store = await openTeamStore(request);
  const family = (await (await request.get(`/api/team-stores/by-slug/${store.slug}`)).json()).data as {
    items: { id: string; sizes: string[] }[];
  };
  const item = family.items[0];
  const familyEmail = `family-${stamp}@example.com`;
  const placed = await request.post(`/api/team-stores/by-slug/${store.slug}/orders`, {
    headers: { origin },
    data: {
      customer: { name: "Robin Parent", email: familyEmail, phone: "205-555-0142" },
      player_name: "Jamie Parent",
      lines: [{ item_id: item?.id, size: item?.sizes[0], quantity: 1, name: "JAMIE", number: "7" }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const signIn = await request.post("/api/account/sign-in-email", {
    headers: { origin },
    data: { email: familyEmail },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const messages = [
    await waitForEmail(`links-${stamp}@example.com`, "/orders/"),
    await waitForEmail(`quote-${stamp}@example.com`, "/review/"),
    await waitForEmail(`art-${stamp}@example.com`, "/review/"),
    await waitForEmail(familyEmail, "/account/sign-in/link"),
    await waitForEmail(familyEmail, `/team/${store.slug}/order/`),
    await waitForEmail("rivera@example.com", `/team/${store.slug}`),
    // The store's own e-mails about these: links into the portal.
    ...(await emailsTo("store@clanton.example")).filter((m) => m.includes("Link Lions")),
    // The store's note of the family's order (its reply goes to the family).
    await waitForEmail("store@clanton.example", familyEmail),
  ];

  const kinds = await kindsOf();
  const links = linksIn(messages, origin);
  const routesSeen = new Set<string>();
  const drawn: HtmlPage[] = [];
  for (const link of links) {
    const url = new URL(link);
    if (url.pathname.startsWith("/uploads/")) continue;
    if (url.pathname.startsWith("/api/")) {
      // A file the e-mail links (the coach's flyer): it opens, as what it is, not as a page.
      const file = await request.get(`${url.pathname}${url.search}`);
      expect(file.status(), link).toBe(200);
      expect(file.headers()["content-type"], link).not.toContain("text/html");
      continue;
    }
    const kind = routeOf(kinds, url.pathname);
    expect(kind, `${url.pathname}: a page of the web app`).toBeDefined();
    if (!kind) continue;
    routesSeen.add(kind.route);
    const res = await request.get(`${url.pathname}${url.search}`, { headers: { accept: "text/html" } });
    expect(res.status(), link).toBe(200);
    const html = await res.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title, link).not.toContain("Page not found");
    if (typeof kind.words === "object") expect(title, link).toContain(kind.words.title);
    if (kind.drawn) {
      expect(rootText(html).length, `${link}: drawn content`).toBeGreaterThan(200);
      drawn.push({ name: kind.route, html });
    }
    if (kind.audience !== "everyone") {
      expect(res.headers()["cache-control"], link).toBe("private, no-store");
      expect(res.headers()["referrer-policy"], link).toBe("no-referrer");
      expect(html, link).toContain('<meta name="robots" content="noindex" />');
    }
  }
  // The family's store, their order, the coach's page, order tracking, proofs, the sign-in landing.
  const privateRoutes = kinds.filter((kind) => kind.audience === "link-holder").map((kind) => kind.route);
  for (const route of [...privateRoutes, "/team/$slug", "/account/sign-in/link"]) {
    expect([...routesSeen], `an e-mailed link to ${route}`).toContain(route);
  }

  // Every personal page kind is valid HTML too, and so is a link that opens nothing (a drawn 404).
  for (const unknown of [`/orders/${"x".repeat(43)}`, `/team/${store.slug}/order/${"x".repeat(43)}`]) {
    const res = await request.get(unknown);
    expect(res.status(), unknown).toBe(404);
    drawn.push({ name: `404 ${unknown.split("/")[1]}`, html: await res.text() });
  }
  const errors = await validateHtml(drawn);
  expect(errors.length, `HTML errors:\n${formatHtmlErrors(errors)}`).toBe(0);

  // The family's store names its team in the first HTML, and stays out of search engines.
  const storePage = await (await request.get(`/team/${store.slug}`)).text();
  expect(storePage).toContain("<title>Clanton Eagles 12U Baseball: team store, closes");
  expect(rootText(storePage)).toContain("Clanton Eagles 12U");
  expect(storePage).toContain('<meta name="robots" content="noindex" />');
});
