import { pgEnum, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

export const contentTypes = ["text", "image", "html", "json"] as const;
export const contentType = pgEnum("content_type", contentTypes);

/** An editable piece of the website, addressed by page, section and key. */
export const websiteContent = pgTable(
  "website_content",
  {
    id: id(),
    pageName: text("page_name").notNull(),
    sectionName: text("section_name").notNull(),
    contentKey: text("content_key").notNull(),
    contentValue: text("content_value"),
    contentType: contentType("content_type").notNull().default("text"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("website_content_address_unique").on(t.pageName, t.sectionName, t.contentKey)],
);

export type WebsiteContentItem = typeof websiteContent.$inferSelect;
export type ContentType = (typeof contentTypes)[number];
