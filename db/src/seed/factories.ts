import { eq } from "drizzle-orm";
import { defaultSizesFor } from "../catalogue/sizes";
import type { Database } from "../client";
import {
  blogPosts,
  type ContentType,
  contactSubmissions,
  customArtworkSubmissions,
  type NewBlogPost,
  type NewProduct,
  type OrderStatus,
  orderItems,
  orderStatusChanges,
  orders,
  products,
  profiles,
  websiteContent,
} from "../schema/index";

// One way to build each record, shared by the seed, the unit tests and the e2e fixtures.

export async function insertProduct(db: Database, values: Partial<NewProduct> = {}) {
  const [row] = await db
    .insert(products)
    .values({
      name: "Test Tee",
      price: 19.99,
      category: "t-shirts",
      sizes: defaultSizesFor(values.category ?? "t-shirts"),
      ...values,
    })
    .returning();
  if (!row) throw new Error("product insert returned no row");
  return row;
}

export async function insertBlogPost(db: Database, values: Partial<NewBlogPost> = {}) {
  const slug = values.slug ?? `post-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: "Test post",
      excerpt: "A short excerpt.",
      content: "Body.",
      category: "news",
      author: "Staff",
      ...values,
      slug,
    })
    .returning();
  if (!row) throw new Error("blog post insert returned no row");
  return row;
}

/** Finds the customer profile for an email address, creating it on first use. */
export async function ensureProfile(db: Database, email: string, fullName?: string) {
  const normalized = email.trim().toLowerCase();
  await db.insert(profiles).values({ email: normalized, fullName }).onConflictDoNothing();
  const [row] = await db.select().from(profiles).where(eq(profiles.email, normalized));
  if (!row) throw new Error(`profile for ${normalized} is missing`);
  return row;
}

export interface OrderLine {
  product: { id: string; name: string; price: number };
  quantity: number;
  size?: string;
}

/** Creates an order with its lines, copying each product's name and price at this moment. */
export async function insertOrder(
  db: Database,
  input: { email: string; fullName?: string; status?: OrderStatus; createdAt?: Date; lines: OrderLine[] },
) {
  return db.transaction(async (tx) => {
    const profile = await ensureProfile(tx, input.email, input.fullName);
    const status = input.status ?? "pending";
    // Whole cents, so the stored total is exactly the lines' sum.
    const cents = input.lines.reduce((sum, l) => sum + Math.round(l.product.price * 100) * l.quantity, 0);
    const [order] = await tx
      .insert(orders)
      .values({
        profileId: profile.id,
        status,
        subtotal: cents / 100,
        total: cents / 100,
        createdAt: input.createdAt,
      })
      .returning();
    if (!order) throw new Error("order insert returned no row");
    if (input.lines.length > 0) {
      await tx.insert(orderItems).values(
        input.lines.map((line) => ({
          orderId: order.id,
          productId: line.product.id,
          productName: line.product.name,
          unitPrice: line.product.price,
          quantity: line.quantity,
          size: line.size ?? null,
        })),
      );
    }
    await tx.insert(orderStatusChanges).values({ orderId: order.id, status, createdAt: order.createdAt });
    return order;
  });
}

export async function insertContent(
  db: Database,
  values: {
    pageName: string;
    sectionName: string;
    contentKey: string;
    contentValue?: string | null;
    contentType?: ContentType;
  },
) {
  const [row] = await db.insert(websiteContent).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertArtworkSubmission(
  db: Database,
  values: Partial<typeof customArtworkSubmissions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(customArtworkSubmissions)
    .values({
      name: "Test Coach",
      email: "coach@example.com",
      teamName: "Test Team",
      productsInterested: "Jerseys",
      artworkDetails: "Navy and gold, mascot on the chest.",
      ...values,
    })
    .returning();
  if (!row) throw new Error("submission insert returned no row");
  return row;
}

export async function insertContactSubmission(
  db: Database,
  values: Partial<typeof contactSubmissions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ name: "Test Person", email: "person@example.com", message: "Hello.", ...values })
    .returning();
  if (!row) throw new Error("contact insert returned no row");
  return row;
}
