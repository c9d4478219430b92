import { blogPosts, type Database, products } from "@store/db";
import { shopCategories } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { isUuid } from "../common/not-found";
import { teamStoreName, teamStoreWhen } from "../common/page-words";
import type { CardContent } from "./og-card";
import { shareableStore, storeFacts, teamStoreSlugOf } from "./team-store-page";

// What a link-preview card says for each kind of page (see og-image.ts): its words, its picture's
// address, and the words a screen reader says for it.

export type OgKind = "page" | "product" | "design" | "post" | "team";
export const OG_KINDS: readonly OgKind[] = ["page", "product", "design", "post", "team"];

/** A card's words and picture, and the words a screen reader says for it. */
export interface Card extends CardContent {
  alt: string;
}

/** The store's generic card: the home page's, and every private page's. */
export const GENERIC_ID = "store";
export const BRAND = "Clanton Sports Apparel";
export const GENERIC: Card = {
  eyebrow: "Clanton, Alabama · since 2013",
  title: "Team Uniforms, Custom Apparel and Gear",
  subtitle: "Shop online or outfit your whole team",
  alt: `${BRAND}: team uniforms, custom apparel and gear in Clanton, Alabama`,
};

export const PRODUCT_PATH = /^\/shop\/([^/]+)$/;
export const POST_PATH = /^\/blog\/([a-z0-9-]{1,200})$/;
export const DESIGN_PATH = /^\/stock-designs\/([a-z0-9-]{1,100})$/;

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

/** A page the build lists in pages.json. */
export interface PageEntry {
  path: string;
  title: string;
  noindex?: boolean;
  preload?: string[];
}

/** "/team-packages/baseball" ↔ "team-packages~baseball": a page's path as one URL segment. */
export const pageId = (pathname: string) => pathname.slice(1).replaceAll("/", "~");
export const pagePath = (id: string) => `/${id.replaceAll("~", "/")}`;

export interface CardWordsDeps {
  db: Database;
  now: () => Date;
  /** The build's page list, by path. */
  listed: (pathname: string) => PageEntry | undefined;
}

/** A card's words and picture for a kind and id, or undefined when there is no such thing to show. */
export function cardWords({ db, now, listed }: CardWordsDeps) {
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
        const facts = storeFacts(shared.store, now());
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

  return cardFor;
}
