import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "@store/db";
import { isUuid } from "../common/not-found";
import type { FileStorage } from "../storage/storage";
import { cardSvg, drawCard, OG_HEIGHT, OG_WIDTH } from "./og-card";
import {
  type Card,
  cardWords,
  DESIGN_PATH,
  GENERIC,
  GENERIC_ID,
  OG_KINDS,
  type OgKind,
  type PageEntry,
  POST_PATH,
  PRODUCT_PATH,
  pageId,
} from "./og-card-words";
import { cardPictures } from "./og-pictures";
import { teamStoreSlugOf } from "./team-store-page";

// Link previews (issue 36): every public page names a PNG card of its own in og:image, drawn from
// the store's artwork and the thing's own picture and words. A private link (an order, a review,
// a coach's page, a family's order, the account) names only the store's generic card, so nothing
// of it, not even its token, reaches a preview.

/** What the page shell writes into og:image and its neighbours. */
export interface OgImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: "image/png";
}

/** Bump when the drawing changes: every card gets a new address, so caches fetch the new one. */
const CARD_DESIGN = 1;

/** Drawn cards kept in memory, most recently asked last; a crawler's second ask costs nothing. */
const CACHE_ENTRIES = 200;
const CACHE_BYTES = 40 * 1024 * 1024;

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

  const cardFor = cardWords({ db, now: deps.now, listed });
  const { pictureAt, logosOf } = cardPictures({ storage, webDistDir });

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
