import { eq } from "drizzle-orm";
import { defaultSizesFor } from "../catalogue/sizes";
import type { Database } from "../client";
import { appMeta, blogPosts, products } from "../schema/index";
import { blogPosts as seedPosts } from "./data/blog-posts";
import { homeContent } from "./data/content";
import { sampleOrders } from "./data/orders";
import { productGalleries } from "./data/product-galleries";
import { catalogProducts, sampleProducts } from "./data/products";
import { artworkSubmissions, contactSubmissions } from "./data/submissions";
import {
  insertArtworkSubmission,
  insertBlogPost,
  insertContactSubmission,
  insertContent,
  insertOrder,
  insertProduct,
} from "./factories";
import { blogImageUrl, productImageUrl } from "./images";
import { seedSuppliers } from "./suppliers";
import { seedTeamStores } from "./team-stores";

export * from "./bulk";
export * from "./factories";
export { blogImageUrl, productImageUrl } from "./images";
export { publicAddresses } from "./public-addresses";
export * from "./purchasing-factories";
export * from "./tax";
export * from "./team-store-factories";
export { catalogProducts, homeContent, sampleOrders, sampleProducts, seedPosts };

/** Bump when the demo data changes in a way an existing database should not silently miss. */
export const SEED_VERSION = "2";
const SEED_KEY = "seed_version";

export interface SeedResult {
  seeded: boolean;
  products: number;
  blogPosts: number;
  orders: number;
  teamStoreOrders: number;
}

/**
 * Fills a new database with the store's starting catalogue, blog, home content and demo records.
 * Runs once per database: the claim on app_meta is taken in the same transaction, so a second
 * run (or a second process starting at the same moment) changes nothing.
 */
export async function seedDatabase(db: Database, now = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0)
      return { seeded: false, products: 0, blogPosts: 0, orders: 0, teamStoreOrders: 0 };

    const bySlug = new Map<string, { id: string; name: string; price: number; sizes: string[] }>();
    for (const p of [...sampleProducts, ...catalogProducts]) {
      const row = await insertProduct(tx, {
        name: p.name,
        description: p.description,
        price: p.price,
        category: p.category,
        inStock: p.in_stock,
        sizes: defaultSizesFor(p.category),
        imageUrl: productImageUrl(p.slug),
        gallery: [...(productGalleries[p.slug] ?? [])],
      });
      bySlug.set(p.slug, row);
    }

    for (const post of seedPosts) {
      await insertBlogPost(tx, {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        category: post.category,
        author: post.author,
        imageUrl: blogImageUrl(post.slug),
        createdAt: new Date(post.published),
      });
    }

    for (const item of homeContent) {
      await insertContent(tx, {
        pageName: item.page_name,
        sectionName: item.section_name,
        contentKey: item.content_key,
        contentValue: item.content_value,
        contentType: item.content_type,
      });
    }

    for (const order of sampleOrders) {
      await insertOrder(tx, {
        email: order.customer_email,
        fullName: order.customer_name,
        status: order.status,
        createdAt: new Date(order.placed),
        lines: order.items.map((item) => {
          const product = bySlug.get(item.product_slug);
          if (!product) throw new Error(`seed order names unknown product ${item.product_slug}`);
          return { product, quantity: item.quantity };
        }),
      });
    }

    for (const s of artworkSubmissions) {
      await insertArtworkSubmission(tx, {
        name: s.name,
        email: s.email,
        teamName: s.team_name,
        productsInterested: s.products_interested,
        orderingItems: s.ordering_items.join(", "),
        artworkDetails: s.artwork_details,
        createdAt: new Date(s.created),
      });
    }
    for (const c of contactSubmissions) {
      await insertContactSubmission(tx, {
        name: c.name,
        email: c.email,
        phone: c.phone,
        message: c.message,
        createdAt: new Date(c.created),
      });
    }

    const product = (slug: string) => {
      const found = bySlug.get(slug);
      if (!found) throw new Error(`the team stores' demo names unknown product ${slug}`);
      return found;
    };
    const teamStoreOrders = await seedTeamStores(
      tx,
      {
        jersey: product("custom-sublimated-team-jersey"),
        pants: product("pull-up-baseball-practice-pants"),
        cap: product("richardson-112-trucker-cap"),
        hoodie: product("port-co-core-fleece-hoodie"),
      },
      now,
    );

    // What most apparel is made from (issue 42); a few products stay unmapped for the Blanks screen.
    await seedSuppliers(tx, (slug) => bySlug.get(slug));

    return {
      seeded: true,
      teamStoreOrders,
      products: bySlug.size,
      blogPosts: seedPosts.length,
      orders: sampleOrders.length,
    };
  });
}

/** The seed version a database has received, or null if it was never seeded. */
export async function seededVersion(db: Database): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  return row?.value ?? null;
}

/** Counts used by tests to check what a seeded store holds. */
export async function countSeeded(db: Database) {
  const [productRows, postRows] = await Promise.all([
    db.select({ id: products.id }).from(products),
    db.select({ id: blogPosts.id }).from(blogPosts),
  ]);
  return { products: productRows.length, blogPosts: postRows.length };
}
