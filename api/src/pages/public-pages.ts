import { blogPosts, type Database, products } from "@store/db";
import { eq } from "drizzle-orm";
import { isUuid } from "../common/not-found";
import { listBlogPosts } from "../domains/content/blog-posts";
import { listContent } from "../domains/content/content";
import { homeContentQuery, homeValues } from "../domains/content/home-page-content";
import { contentListInput } from "../domains/content/schemas";
import { browseShop } from "../domains/products/browse-shop";
import { getProduct } from "../domains/products/products";
import { relatedProducts } from "../domains/products/related-products";
import { shopBrowseInput } from "../domains/products/shop-browse-schemas";
import { shopBrowseQuery } from "../domains/products/shop-choices";

const BLOG_POST_PATH = /^\/blog\/([a-z0-9-]{1,200})$/;

/** A blog post's address, title and summary: what its page shows search engines before any script. */
export async function blogPostPageMeta(db: Database, pathname: string) {
  const slug = BLOG_POST_PATH.exec(pathname)?.[1];
  if (!slug) return undefined;
  const [post] = await db
    .select({ title: blogPosts.title, description: blogPosts.excerpt })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  return post;
}

const ORDER_PAGE_PATH = /^\/orders\/[A-Za-z0-9_-]{1,200}$/;
const REVIEW_PAGE_PATH = /^\/review\/[A-Za-z0-9_-]{1,200}$/;
const COACH_PAGE_PATH = /^\/coach\/[A-Za-z0-9_-]{1,200}$/;
/** The customer's account: its home, sign-in, an order or request of it, the privacy links' pages. */
const ACCOUNT_PAGE_PATH =
  /^\/account(\/sign-in(\/link)?|\/orders\/[0-9a-fA-F-]{36}|\/requests\/(quote|artwork)\/[0-9a-fA-F-]{36}|\/privacy\/(export|delete))?$/;

/** An order's or a quote's private page: a real page for its holder, never for search engines. */
export function privatePageMeta(pathname: string) {
  if (ORDER_PAGE_PATH.test(pathname)) {
    return { title: "Your Order", description: "Your order's status and details.", noindex: true as const };
  }
  if (REVIEW_PAGE_PATH.test(pathname)) {
    return {
      title: "Your Quote and Proofs",
      description: "Your team quote or artwork request, its proofs and your approval.",
      noindex: true as const,
    };
  }
  if (COACH_PAGE_PATH.test(pathname)) {
    return {
      title: "Your Team Store",
      description: "Who has ordered from your team store, and who has not yet.",
      noindex: true as const,
    };
  }
  if (ACCOUNT_PAGE_PATH.test(pathname)) {
    return {
      title: pathname.startsWith("/account/sign-in") ? "Sign In" : "Your Account",
      description: "Your orders, quotes, saved players and addresses.",
      noindex: true as const,
    };
  }
  return undefined;
}

const PRODUCT_PATH = /^\/shop\/([^/]+)$/;

/** A product page's title and summary (its name and description), for the page shell. */
export async function productPageMeta(db: Database, pathname: string) {
  const id = PRODUCT_PATH.exec(pathname)?.[1];
  if (!id || !isUuid(id)) return undefined;
  const [row] = await db
    .select({ name: products.name, description: products.description })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    title: row.name,
    description: row.description ?? `${row.name} from the Clanton Sports Apparel shop.`,
  };
}

/** The shop's first row on a phone: its pictures are the page's largest paint. */
const SHOP_LEAD_PICTURES = 2;

/** The calls whose answers a page's HTML can carry; the web seeds its query cache with them. */
export type InitialProcedure =
  | "products.browse"
  | "products.byId"
  | "products.related"
  | "content.list"
  | "content.blogPosts";

/** A query answer the page would otherwise ask for as soon as its script runs. */
export interface InitialQuery {
  procedure: InitialProcedure;
  input?: unknown;
  data: unknown;
}

/** What the HTML of a page can carry so its first screen needs no further round trip. */
export interface PageData {
  /** Pictures the page paints first and large. */
  images: string[];
  /** Answers to the calls the page makes first. */
  queries: InitialQuery[];
}

/** The data the first screen of a page needs, for the page shell to send along with the HTML. */
export async function firstScreenData(db: Database, pathname: string): Promise<PageData> {
  if (pathname === "/") {
    // One read carries every word and picture of the page; the page reads it by the same rules.
    const home = await listContent(db, contentListInput.parse(homeContentQuery));
    // The hero's first middle picture: the largest thing a phone paints on the front page.
    return {
      images: [homeValues(home)("hero.slide_1_image_2")],
      queries: [{ procedure: "content.list", input: homeContentQuery, data: home }],
    };
  }
  if (pathname === "/shop") {
    // The shop's first batch in its default view (a filtered address asks for its own).
    const input = shopBrowseQuery({ category: "all", query: "", sort: "name" });
    const batch = await browseShop(db, shopBrowseInput.parse(input));
    const images = batch.items
      .slice(0, SHOP_LEAD_PICTURES)
      .flatMap((product) => (product.image_url ? [product.image_url] : []));
    return { images, queries: [{ procedure: "products.browse", input, data: batch }] };
  }
  const productId = PRODUCT_PATH.exec(pathname)?.[1];
  if (productId && isUuid(productId)) {
    const product = await getProduct(db, productId).catch(() => undefined);
    if (!product) return { images: [], queries: [] };
    // A product the snapshot has not caught up with yet simply has none to suggest.
    const related = await relatedProducts(db, productId).catch(() => []);
    return {
      images: product.image_url ? [product.image_url] : [],
      queries: [
        { procedure: "products.byId", input: { id: productId }, data: product },
        { procedure: "products.related", input: { id: productId }, data: related },
      ],
    };
  }
  const postSlug = BLOG_POST_PATH.exec(pathname)?.[1];
  if (pathname === "/blog" || postSlug) {
    // The list is what both pages start from: the post page finds its post in it.
    const posts = await listBlogPosts(db, {});
    const lead = postSlug ? posts.find((post) => post.slug === postSlug) : posts[0];
    return {
      images: lead?.image_url ? [lead.image_url] : [],
      queries: [{ procedure: "content.blogPosts", input: {}, data: posts }],
    };
  }
  return { images: [], queries: [] };
}

/** The address of every product page, for the sitemap. */
export async function productPaths(db: Database): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products).orderBy(products.id);
  return rows.map((row) => `/shop/${row.id}`);
}

/** The address of every blog post, for the sitemap. */
export async function blogPostPaths(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: blogPosts.slug }).from(blogPosts).orderBy(blogPosts.slug);
  return rows.map((row) => `/blog/${row.slug}`);
}
