import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopCategories } from "../src/catalogue/index";
import type { DatabaseHandle } from "../src/client";
import {
  blogPosts,
  customArtworkSubmissions,
  orderItems,
  orders,
  products,
  profiles,
  websiteContent,
} from "../src/schema/index";
import { catalogProducts, sampleProducts, seedDatabase, seededVersion } from "../src/seed/index";
import { createTestDatabase, testDatabaseEngine } from "../src/testing";

describe(`seed (${testDatabaseEngine})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("fills a new database once, and a second run changes nothing", async () => {
    const first = await seedDatabase(handle.db);
    expect(first.seeded).toBe(true);
    const [before] = await handle.db.select({ n: count() }).from(products);

    const second = await seedDatabase(handle.db);
    expect(second.seeded).toBe(false);
    const [after] = await handle.db.select({ n: count() }).from(products);
    expect(after?.n).toBe(before?.n);
    expect(await seededVersion(handle.db)).toBe("2");
  });

  it("holds the spec's eight sample products priced 19.99 to 129.99", async () => {
    const prices = sampleProducts.map((p) => p.price);
    expect(sampleProducts).toHaveLength(8);
    expect(Math.min(...prices)).toBe(19.99);
    expect(Math.max(...prices)).toBe(129.99);
    const stored = await handle.db.select().from(products).orderBy(asc(products.price));
    expect(stored.length).toBeGreaterThan(8);
    // Prices come back as exact two-decimal numbers, not strings or floats with noise.
    for (const row of stored) {
      expect(typeof row.price).toBe("number");
      expect(Math.round(row.price * 100) / 100).toBe(row.price);
    }
  });

  it("gives every shop category several products with descriptions", async () => {
    const rows = await handle.db
      .select({ category: products.category, n: count() })
      .from(products)
      .groupBy(products.category);
    const byCategory = Object.fromEntries(rows.map((r) => [r.category, r.n]));
    for (const { value: category } of shopCategories) {
      expect(byCategory[category], category).toBeGreaterThanOrEqual(3);
    }
    const total = sampleProducts.length + catalogProducts.length;
    const [all] = await handle.db.select({ n: count() }).from(products);
    expect(all?.n).toBe(total);
    const [missing] = await handle.db
      .select({ n: count() })
      .from(products)
      .where(sql`coalesce(${products.description}, '') = ''`);
    expect(missing?.n).toBe(0);
  });

  it("has six blog posts across all four categories", async () => {
    const rows = await handle.db.select().from(blogPosts);
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set(["training", "equipment", "nutrition", "news"]),
    );
  });

  it("has the nine hero images and six vendor logos as home content", async () => {
    const hero = await handle.db
      .select({ key: websiteContent.contentKey })
      .from(websiteContent)
      .where(eq(websiteContent.sectionName, "hero"));
    const expectedHero = [1, 2, 3].flatMap((s) => [1, 2, 3].map((i) => `slide_${s}_image_${i}`));
    expect(hero.map((r) => r.key).sort()).toEqual(expectedHero.sort());

    const vendors = await handle.db
      .select({ key: websiteContent.contentKey, type: websiteContent.contentType })
      .from(websiteContent)
      .where(eq(websiteContent.sectionName, "vendors"));
    expect(vendors.map((r) => r.key).sort()).toEqual(
      ["a4_logo", "badger_logo", "champion_logo", "pacific_logo", "port_co_logo", "richardson_logo"].sort(),
    );
    expect(vendors.every((r) => r.type === "image")).toBe(true);
  });

  it("has orders in several statuses whose items keep the product name and price", async () => {
    const rows = await handle.db
      .select({
        status: orders.status,
        email: profiles.email,
        itemName: orderItems.productName,
        price: orderItems.unitPrice,
        productName: products.name,
      })
      .from(orders)
      .innerJoin(profiles, eq(orders.profileId, profiles.id))
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .leftJoin(products, eq(orderItems.productId, products.id));
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.email).toMatch(/@/);
      expect(row.itemName).toBe(row.productName);
      expect(row.price).toBeGreaterThan(0);
    }
    const submissions = await handle.db.select().from(customArtworkSubmissions);
    expect(submissions).toHaveLength(2);
    expect(submissions[0]?.orderingItems).toMatch(/\w, \w/);
  });
});
