import { websiteContent } from "@store/db";
import { insertContent } from "@store/db/seed";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

export interface Item {
  id: string;
  page_name: string;
  section_name: string;
  content_key: string;
  content_value: string | null;
  content_type: string;
  created_at: string;
  updated_at: string;
}
export const ITEM_KEYS = ["content_key", "content_type", "content_value", "created_at", "id", "page_name"]
  .concat(["section_name", "updated_at"])
  .sort();
export const PATH = "/api/website-content";
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
export const DUPLICATE = "A content item with this page, section and key already exists.";

export const items = (body: unknown) => (body as { data: Item[] }).data;
export const item = (body: unknown) => (body as { data: Item }).data;
export const errorOf = (body: unknown) => (body as { error: string }).error;
export const valid = (over: Record<string, unknown> = {}) => ({
  page_name: "about",
  section_name: "story",
  content_key: `key_${Math.random().toString(36).slice(2, 10)}`,
  content_type: "text",
  content_value: "Founded in 2013.",
  ...over,
});

// Inserted out of order, so the answer's order comes from the server.
export const SEEDED = [
  ["home", "vendors", "pacific_logo", "/v/p.png", "image"],
  ["home", "hero", "slide_2_image_1", "/h/2.png", "image"],
  ["home", "hero", "slide_1_image_1", "/h/1.png", "image"],
  ["home", "hero", "headline", "Gear up", "text"],
  ["contact", "hours", "weekday", null, "text"],
] as const;

export interface ContentServer {
  server: TestServer;
  admin: Record<string, string>;
  customer: Record<string, string>;
  /** Every content row, in id order, straight from the database. */
  rows(): Promise<(typeof websiteContent.$inferSelect)[]>;
  rowById(id: string): Promise<typeof websiteContent.$inferSelect | undefined>;
  /** Creates an item through the API as the admin and returns it. */
  create(over?: Record<string, unknown>): Promise<Item>;
}

/** A test server holding the SEEDED items, an admin and a customer session. */
export async function startContentServer(): Promise<ContentServer> {
  const server = await startTestServer();
  const admin = await signedInHeaders(server, "admin");
  const customer = await signedInHeaders(server, "customer");
  for (const [pageName, sectionName, contentKey, contentValue, contentType] of SEEDED) {
    await insertContent(server.database.db, { pageName, sectionName, contentKey, contentValue, contentType });
  }
  return {
    server,
    admin,
    customer,
    rows: () => server.database.db.select().from(websiteContent).orderBy(asc(websiteContent.id)),
    rowById: async (id) =>
      (await server.database.db.select().from(websiteContent).where(eq(websiteContent.id, id)))[0],
    async create(over = {}) {
      const res = await send(server, "POST", PATH, valid(over), admin);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return item(res.body);
    },
  };
}
