import { randomUUID } from "node:crypto";
import { type Ledger, SOAK_EMAIL_DOMAIN, SOAK_PRODUCT_PREFIX } from "./ledger";
import type { Kind, Recorder } from "./stats";

/** A 1×1 PNG; each upload appends a unique text chunk so every stored file is told apart by its bytes. */
const PNG_HEAD = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export interface Catalogue {
  products: { id: string; sizes: string[]; in_stock: boolean }[];
  blogSlugs: string[];
}

interface Session {
  base: string;
  recorder: Recorder;
  ledger: Ledger;
  catalogue: Catalogue;
  /** Cookie + Origin of the signed-in admin. */
  admin: Record<string, string>;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
/** A tRPC query as the web sends it: GET with the input as JSON in the address. */
const trpcQuery = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

/** The shop's second batch, from a place partway down the name order (decision 028). */
const SECOND_BATCH = {
  category: "all",
  q: "",
  sort: "name",
  limit: 48,
  cursor: { name: "M", price: 0, id: "00000000-0000-4000-8000-000000000000" },
};

const SEARCH_WORDS = ["jersey", "hoodie", "cap", "team", "softball", "custom", "shirt", "bag"];

/** The mix of visits, by weight: mostly reading, some buying, a little uploading and editing. */
const MIX: [Kind, number][] = [
  ["browse", 45],
  ["search", 12],
  ["cart", 15],
  ["checkout", 15],
  ["upload", 5],
  ["admin", 8],
];

function pickKind(): Kind {
  let roll = Math.random() * MIX.reduce((sum, [, w]) => sum + w, 0);
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return "browse";
}

/**
 * One virtual visitor after another on one connection slot, until the deadline. Each visitor has
 * its own address (sent as X-Forwarded-For, as the proxy would) and makes a handful of visits.
 */
export async function runVisitors(session: Session, deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    const ip = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
    const visits = 5 + Math.floor(Math.random() * 15);
    for (let i = 0; i < visits && performance.now() < deadline; i++) {
      await visit(session, pickKind(), ip);
    }
  }
}

async function request(
  session: Session,
  kind: Kind,
  path: string,
  init: RequestInit & { ip?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers = new Headers(init.headers);
  if (init.ip) headers.set("x-forwarded-for", init.ip);
  const started = performance.now();
  try {
    const res = await fetch(`${session.base}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    session.recorder.record(kind, res.status, performance.now() - started);
    let body: unknown = text;
    if (res.headers.get("content-type")?.includes("json")) body = JSON.parse(text);
    return { status: res.status, body };
  } catch {
    session.recorder.record(kind, "network error", performance.now() - started);
    return { status: 0, body: undefined };
  }
}

const ok = (status: number) => status >= 200 && status < 300;

async function visit(session: Session, kind: Kind, ip: string): Promise<void> {
  const { catalogue } = session;
  const product = pick(catalogue.products);
  const get = (path: string) => request(session, kind, path, { ip });
  switch (kind) {
    case "browse": {
      const page = pick(["home", "shop", "product", "content", "blog", "post"] as const);
      if (page === "home") await Promise.all([get("/"), get("/api/website-content")]);
      // The shop's page carries its first batch; 'Show more' asks for the next one.
      if (page === "shop") await Promise.all([get("/shop"), get(trpcQuery("products.browse", SECOND_BATCH))]);
      if (page === "product")
        await Promise.all([get(`/shop/${product.id}`), get(`/api/products/${product.id}`)]);
      if (page === "content") await get("/api/website-content?page_name=home");
      if (page === "blog") await Promise.all([get("/blog"), get("/api/blog-posts")]);
      if (page === "post") {
        const slug = pick(catalogue.blogSlugs);
        await Promise.all([get(`/blog/${slug}`), get(`/api/blog-posts/${slug}`)]);
      }
      return;
    }
    case "search": {
      // The results page asks the server for the products and searches the blog in the browser.
      const q = pick(SEARCH_WORDS);
      await Promise.all([
        get(`/search?q=${q}`),
        get(trpcQuery("products.search", { q, limit: 100 })),
        get("/api/blog-posts"),
      ]);
      return;
    }
    case "cart":
      // The cart lives in the browser; showing it reads its products.
      for (let i = 0; i < 1 + Math.floor(Math.random() * 3); i++)
        await get(`/api/products/${pick(catalogue.products).id}`);
      return;
    case "checkout":
      return checkout(session, ip);
    case "upload":
      return upload(session, ip);
    case "admin":
      return adminEdit(session);
  }
}

async function checkout(session: Session, ip: string): Promise<void> {
  const inStock = session.catalogue.products.filter((p) => p.in_stock);
  const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => {
    const p = pick(inStock);
    return {
      product_id: p.id,
      size: p.sizes.length > 0 ? pick(p.sizes) : null,
      quantity: 1 + Math.floor(Math.random() * 4),
    };
  });
  const delivery = Math.random() < 0.5;
  const body = JSON.stringify({
    customer: {
      name: "Soak Shopper",
      email: `shopper-${randomUUID().slice(0, 8)}@${SOAK_EMAIL_DOMAIN}`,
      phone: "(205) 555-0100",
    },
    fulfilment: delivery
      ? { method: "delivery", address: { line1: "1 Soak St", city: "Clanton", state: "AL", zip: "35045" } }
      : { method: "pickup" },
    lines,
  });
  const key = randomUUID();
  const send = () =>
    request(session, "checkout", "/api/checkout", {
      ip,
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body,
    });
  // One checkout in ten is a double submit: the same key twice at once must make one order.
  const answers = await Promise.all(Math.random() < 0.1 ? [send(), send()] : [send()]);
  const ids = new Set<string>();
  for (const { status, body: answer } of answers) {
    if (!ok(status)) continue;
    const order = (
      answer as { data: { order: { id: string; subtotal: number; delivery_fee: number; total: number } } }
    ).data.order;
    ids.add(order.id);
    session.ledger.orders.set(order.id, {
      id: order.id,
      lines,
      subtotal: order.subtotal,
      deliveryFee: order.delivery_fee,
      total: order.total,
    });
  }
  if (ids.size > 1) session.ledger.duplicateOrders.push([...ids].join(" and "));
}

async function upload(session: Session, ip: string): Promise<void> {
  const count = 1 + Math.floor(Math.random() * 2);
  const files = Array.from({ length: count }, () => Buffer.concat([PNG_HEAD, Buffer.from(randomUUID())]));
  const form = new FormData();
  form.append("name", "Soak Coach");
  form.append("email", `coach-${randomUUID().slice(0, 8)}@${SOAK_EMAIL_DOMAIN}`);
  form.append("team_name", "Soak Tigers");
  form.append("products_interested", "Jerseys");
  form.append("artwork_details", "Navy and gold.");
  for (const [i, bytes] of files.entries())
    form.append("files", new Blob([bytes], { type: "image/png" }), `logo-${i}.png`);
  const { status, body } = await request(session, "upload", "/api/custom-artwork-submissions", {
    ip,
    method: "POST",
    headers: { "idempotency-key": randomUUID() },
    body: form,
  });
  if (!ok(status)) return;
  const data = (body as { data: { id: string; uploaded_design_url: string } }).data;
  const urls = data.uploaded_design_url.split(", ");
  session.ledger.uploads.set(data.id, {
    id: data.id,
    files: urls.map((url, i) => ({ url, bytes: files[i] ?? new Uint8Array() })),
  });
}

// Each slot edits only the products it created, so two edits of one product never race.
const ownProducts = new WeakMap<object, string[]>();

async function adminEdit(session: Session): Promise<void> {
  const mine = ownProducts.get(session) ?? [];
  ownProducts.set(session, mine);
  const name = `${SOAK_PRODUCT_PREFIX} ${randomUUID().slice(0, 8)}`;
  const price = Math.round(Math.random() * 5000) / 100 + 1;
  const fields = { name, description: "Made by the soak test.", price, category: "t-shirts", in_stock: true };
  const headers = { ...session.admin, "content-type": "application/json" };
  const target = mine.length > 0 && Math.random() < 0.6 ? pick(mine) : undefined;
  const { status, body } = await request(
    session,
    "admin",
    target ? `/api/products/${target}` : "/api/products",
    {
      method: target ? "PUT" : "POST",
      headers,
      body: JSON.stringify(fields),
    },
  );
  if (!ok(status)) return;
  const id = (body as { data: { id: string } }).data.id;
  if (!target) mine.push(id);
  session.ledger.products.set(id, { id, name, price });
}
