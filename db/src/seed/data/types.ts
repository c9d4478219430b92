import type { CatalogueProduct } from "../../catalogue/sample-products";

export type { ProductCategory } from "../../catalogue/categories";

/** A seeded product: the catalogue's shape. */
export type SeedProduct = CatalogueProduct;

export type BlogCategory = "training" | "equipment" | "nutrition" | "news";

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  author: string;
  published: string /* ISO date, e.g. "2026-10-14T15:00:00Z" */;
}

export type OrderStatus = "pending" | "processing" | "shipped" | "delivered" | "cancelled";

export interface SeedOrder {
  customer_email: string;
  customer_name: string;
  status: OrderStatus;
  placed: string /* ISO */;
  items: { product_slug: string; quantity: number }[];
}

export interface SeedArtworkSubmission {
  name: string;
  email: string;
  team_name: string;
  products_interested: string;
  ordering_items: string[];
  artwork_details: string;
  created: string /* ISO */;
}

export interface SeedContactSubmission {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created: string;
}

export interface SeedContent {
  page_name: string;
  section_name: string;
  content_key: string;
  content_value: string;
  content_type: "text" | "image" | "html" | "json";
}
