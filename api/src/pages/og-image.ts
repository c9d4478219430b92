import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { blogPosts, type Database, products } from "@store/db";
import { shopCategories } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { isUuid } from "../common/not-found";
import { teamStoreName, teamStoreWhen } from "../common/page-words";
import { type FileStorage, isStorageKey } from "../storage/storage";
import {
  type CardContent,
  cardSvg,
  drawCard,
  type Logos,
  OG_HEIGHT,
  OG_WIDTH,
  type Picture,
} from "./og-card";
import { shareableStore, storeFacts, teamStoreSlugOf } from "./team-store-page";

// Link previews (issue 36): every public page names a PNG card of its own in og:image, drawn from
// the store's artwork and the thing's own picture and words. A private link (an order, a review,
// a coach's page, a family's order, the account) names only the store's generic card, so nothing
// of it, not even its token, reaches a preview.

export type OgKind = "page" | "product" | "design" | "post" | "team";
export const OG_KINDS: readonly OgKind[] = ["page", "product", "design", "post", "team"];

/** What the page shell writes into og:image and its neighbours. */
export interface OgImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: "image/png";
}

/** A card's words and picture, and the words a screen reader says for it. */
interface Card extends CardContent {
  alt: string;
}

/** Bump when the drawing changes: every card gets a new address, so caches fetch the new one. */
const CARD_DESIGN = 1;
/** The store's generic card: the home page's, and every private page's. */
export const GENERIC_ID = "store";
const BRAND = "Clanton Sports Apparel";
const GENERIC: Card = {
  eyebrow: "Clanton, Alabama · since 2013",
  title: "Team Uniforms, Custom Apparel and Gear",
  subtitle: "Shop online or outfit your whole team",
  alt: `${BRAND}: team uniforms, custom apparel and gear in Clanton, Alabama`,
};

const PRODUCT_PATH = /^\/shop\/([^/]+)$/;
const POST_PATH = /^\/blog\/([a-z0-9-]{1,200})$/;
const DESIGN_PATH = /^\/stock-designs\/([a-z0-9-]{1,100})$/;

const CATEGORY_LABELS: Record<string, string> = {
  ...Object.fromEntries(shopCategories.map((c) => [c.value, c.label])),
  apparel: "Apparel",
};
const BLOG_LABELS: Record<string, string> = {
  training: "Training",
  equipment: "Equipment",
  nutrition: "Nutrition",
  news: "News",
};
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The web app's public files in the source tree: pictures when the build is not there (tests, dev). */
const WEB_PUBLIC = path.resolve(fileURLToPath(import.meta.url), "../../../../web/public");
const PICTURE_TYPES: Record<string, Picture["type"]> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};
/** A larger picture is left out (the card shows the logo): the card must stay small and quick. */
const MAX_PICTURE_BYTES = 6 * 1024 * 1024;

/** Drawn cards kept in memory, most recently asked last; a crawler's second ask costs nothing. */
const CACHE_ENTRIES = 200;
const CACHE_BYTES = 40 * 1024 * 1024;

interface PageEntry {
  path: string;
  title: string;
  noindex?: boolean;
  preload?: string[];
}

export interface OgImagesDeps {
  db: Database;
  storage: FileStorage;
  webDistDir: string;
  now: () => Date;
}

/** A drawn card and the version its address names. */
export interface DrawnCard {
  png: Buffer;
  version: string;
}

/** An address's card: the kind and id its image URL names. */
export function cardRef(pathname: string, listed: (path: string) => PageEntry | undefined) {
  const product = PRODUCT_PATH.exec(pathname)?.[1];
  if (product && isUuid(product)) return { kind: "product" as const, id: product };
  const post = POST_PATH.exec(pathname)?.[1];
  if (post) return { kind: "post" as const, id: post };
  const design = DESIGN_PATH.exec(pathname)?.[1];
  if (design) return { kind: "design" as const, id: design };
  const team = teamStoreSlugOf(pathname);
  if (team) return { kind: "team" as const, id: team };
  // Pages the build lists for everyone get their title on a card; any other address (a private
  // link, an unknown address) gets the generic card, whatever it holds.
  const page = pathname !== "/" ? listed(pathname) : undefined;
  if (page && !page.noindex) return { kind: "page" as const, id: pageId(pathname) };
  return { kind: "page" as const, id: GENERIC_ID };
}

/** "/team-packages/baseball" ↔ "team-packages~baseball": a page's path as one URL segment. */
const pageId = (pathname: string) => pathname.slice(1).replaceAll("/", "~");
const pagePath = (id: string) => `/${id.replaceAll("~", "/")}`;

const versionOf = (card: Card) =>
  createHash("sha256")
    .update(JSON.stringify([CARD_DESIGN, card.eyebrow, card.title, card.subtitle ?? "", card.picture ?? ""]))
    .digest("base64url")
    .slice(0, 12);

/**
 * The link-preview cards: which card an address names (`imageFor`, for the page shell) and the
 * card's PNG (`draw`, for GET /og/{kind}/{id}.png), drawn once and kept.
 */
export function ogImages(deps: OgImagesDeps) {
  const { db, storage, webDistDir } = deps;
  let pages: Map<string, PageEntry> | undefined;
  let logos: Logos | undefined;
  const drawn = new Map<string, Buffer>();
  let drawnBytes = 0;
  const drawing = new Map<string, Promise<Buffer>>();

  /** The build's page list (pages.json), read once it exists. */
  const listed = (pathname: string) => {
    if (!pages) {
      const file = path.join(webDistDir, "pages.json");
      if (!existsSync(file)) return undefined;
      const manifest = JSON.parse(readFileSync(file, "utf8")) as { pages?: PageEntry[] };
      pages = new Map((manifest.pages ?? []).map((page) => [page.path, page]));
    }
    return pages.get(pathname);
  };

  /** A public file of the web app: from the build, else from the source tree. */
  const publicFile = (url: string): Buffer | undefined => {
    if (!url.startsWith("/") || url.includes("..") || url.includes("\\")) return undefined;
    for (const dir of [webDistDir, WEB_PUBLIC]) {
      const file = path.join(dir, url);
      if (existsSync(file)) return readFileSync(file);
    }
    return undefined;
  };

  const logosOf = (): Logos => {
    logos ??= {
      onDark: publicFile("/logo-dark.svg")?.toString("utf8"),
      onLight: publicFile("/logo.svg")?.toString("utf8"),
    };
    return logos;
  };

  /** A picture by its address on the site: an upload, or a file of the web app. Never fetched remotely. */
  async function pictureAt(url: string | undefined): Promise<Picture | undefined> {
    const type = url && PICTURE_TYPES[url.slice(url.lastIndexOf(".") + 1).toLowerCase()];
    if (!url || !type) return undefined;
    if (url.startsWith("/uploads/")) {
      const key = url.slice("/uploads/".length);
      const file = isStorageKey(key) ? await storage.read(key) : null;
      if (!file) return undefined;
      if (file.size > MAX_PICTURE_BYTES) {
        await file.body.cancel();
        return undefined;
      }
      return { type, bytes: new Uint8Array(await new Response(file.body).arrayBuffer()) };
    }
    const bytes = publicFile(url.split(/[?#]/)[0] ?? "");
    return bytes && bytes.length <= MAX_PICTURE_BYTES ? { type, bytes } : undefined;
  }

  /** A card's words and picture, or undefined when there is no such thing to show. */
  async function cardFor(kind: OgKind, id: string): Promise<Card | undefined> {
    switch (kind) {
      case "page": {
        if (id === GENERIC_ID) return GENERIC;
        const page = listed(pagePath(id));
        if (!page || page.noindex || DESIGN_PATH.test(page.path)) return undefined;
        const title = page.title.startsWith(BRAND) ? GENERIC.title : page.title;
        return { eyebrow: BRAND, title, picture: page.preload?.[0], alt: `${title}: ${BRAND}` };
      }
      case "product": {
        if (!isUuid(id)) return undefined;
        const [row] = await db
          .select({
            name: products.name,
            price: products.price,
            category: products.category,
            imageUrl: products.imageUrl,
          })
          .from(products)
          .where(eq(products.id, id))
          .limit(1);
        if (!row) return undefined;
        const category = CATEGORY_LABELS[row.category];
        return {
          eyebrow: category ? `Shop · ${category}` : "Shop",
          title: row.name,
          subtitle: dollars.format(row.price),
          picture: row.imageUrl ?? undefined,
          alt: `${row.name}, ${dollars.format(row.price)}, at ${BRAND}`,
        };
      }
      case "post": {
        if (!POST_PATH.test(`/blog/${id}`)) return undefined;
        const [post] = await db
          .select({
            title: blogPosts.title,
            category: blogPosts.category,
            author: blogPosts.author,
            imageUrl: blogPosts.imageUrl,
          })
          .from(blogPosts)
          .where(eq(blogPosts.slug, id))
          .limit(1);
        if (!post) return undefined;
        return {
          eyebrow: `Sports blog · ${BLOG_LABELS[post.category] ?? "News"}`,
          title: post.title,
          subtitle: `By ${post.author}`,
          picture: post.imageUrl ?? undefined,
          alt: `${post.title}: on the ${BRAND} blog`,
        };
      }
      case "design": {
        const page = listed(`/stock-designs/${id}`);
        if (!page || !DESIGN_PATH.test(page.path)) return undefined;
        // "Diamond Fury: Softball Stock Design"
        const cut = page.title.indexOf(": ");
        const name = cut > 0 ? page.title.slice(0, cut) : page.title;
        const what = cut > 0 ? page.title.slice(cut + 2) : "Stock Design";
        return {
          eyebrow: what,
          title: name,
          subtitle: "Your team's colors, names and numbers",
          picture: page.preload?.[0],
          alt: `${name}, a ${what.toLowerCase()} from ${BRAND}`,
        };
      }
      case "team": {
        if (!teamStoreSlugOf(`/team/${id}`)) return undefined;
        const shared = await shareableStore(db, id);
        if (!shared) return undefined;
        const facts = storeFacts(shared.store, deps.now());
        const name = teamStoreName(facts);
        const when = teamStoreWhen(facts);
        return {
          eyebrow: "Team store",
          title: name,
          // "team store, closes Fri Mar 6" → "Closes Fri Mar 6" under the eyebrow that says the rest.
          subtitle: when.replace(/^team store, c/, "C"),
          picture: shared.picture,
          alt: `${name}: ${when}`,
        };
      }
    }
  }

  /** The card for a page's address, as the page shell writes it: always one (the generic at worst). */
  async function imageFor(pathname: string, origin: string): Promise<OgImage> {
    let ref = cardRef(pathname, listed);
    let card = await cardFor(ref.kind, ref.id);
    if (!card) {
      ref = { kind: "page", id: GENERIC_ID };
      card = GENERIC;
    }
    const id = encodeURIComponent(ref.id);
    return {
      url: `${origin}/og/${ref.kind}/${id}.png?v=${versionOf(card)}`,
      width: OG_WIDTH,
      height: OG_HEIGHT,
      alt: card.alt,
      type: "image/png",
    };
  }

  /** Keeps a drawn card, forgetting the least recently asked beyond the bounds. */
  function keep(key: string, png: Buffer) {
    drawn.set(key, png);
    drawnBytes += png.length;
    for (const [old, bytes] of drawn) {
      if (drawn.size <= CACHE_ENTRIES && drawnBytes <= CACHE_BYTES) break;
      drawn.delete(old);
      drawnBytes -= bytes.length;
    }
  }

  /** A card's PNG and version, or undefined for an unknown kind or id (a 404). */
  async function draw(kind: string, id: string): Promise<DrawnCard | undefined> {
    if (!OG_KINDS.includes(kind as OgKind)) return undefined;
    const card = await cardFor(kind as OgKind, id);
    if (!card) return undefined;
    const version = versionOf(card);
    const key = `${kind}/${id}@${version}`;
    const kept = drawn.get(key);
    if (kept) {
      drawn.delete(key);
      drawn.set(key, kept);
      return { png: kept, version };
    }
    let pending = drawing.get(key);
    if (!pending) {
      pending = (async () => drawCard(cardSvg(card, await pictureAt(card.picture), logosOf())))();
      drawing.set(key, pending);
    }
    try {
      const png = await pending;
      if (!drawn.has(key)) keep(key, png);
      return { png, version };
    } finally {
      drawing.delete(key);
    }
  }

  return { imageFor, draw };
}

export type OgImages = ReturnType<typeof ogImages>;
