import type { BlogPost, ContentType } from "@store/db";
import { z } from "zod";
import {
  hasNoNul,
  listLimit,
  recordId,
  requiredText,
  webAddress,
  webAddressPattern,
  withoutNul,
} from "../../common/fields";

// Kept here rather than imported from @store/db so the admin form can use this file in the browser.
export const contentTypes = ["text", "image", "html", "json"] as const satisfies readonly ContentType[];
export const blogCategories = [
  "training",
  "equipment",
  "nutrition",
  "news",
] as const satisfies readonly BlogPost["category"][];

/** A website content item as every client sees it: snake_case fields, ISO dates. */
export const contentItemSchema = z.object({
  id: z.string(),
  page_name: z.string(),
  section_name: z.string(),
  content_key: z.string(),
  content_value: z.string().nullable(),
  content_type: z.enum(contentTypes),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContentItemDto = z.infer<typeof contentItemSchema>;

/**
 * The answer to an add or an edit: the item, and whether the site shows it (an item saved under an
 * address the site does not read changes nothing, and staff must be told so, not just "Added").
 */
export const contentSavedSchema = contentItemSchema.extend({
  site_use: z.object({
    shown: z.boolean().meta({ description: "True when the home page reads this item." }),
    note: z.string().meta({ description: "What the site does with the item, in staff's words." }),
  }),
});

/** A blog post as every client sees it. */
export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  image_url: z.string().nullable(),
  category: z.enum(blogCategories),
  author: z.string(),
  created_at: z.string(),
});
export type BlogPostDto = z.infer<typeof blogPostSchema>;

export const MAX_NAME_LENGTH = 100;
export const MAX_VALUE_LENGTH = 100_000;

// Tab, newline and carriage return are ordinary text; other C0 controls (NUL above all, which
// PostgreSQL cannot store) are never meant.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

const withoutControlCharacters = { allOf: [{ not: { pattern: CONTROL_CHARACTERS.source } }] };

const nameText = (label: string) =>
  requiredText(label, MAX_NAME_LENGTH)
    .refine((v) => !CONTROL_CHARACTERS.test(v), `${label} cannot contain control characters.`)
    .meta(withoutControlCharacters);

export const contentType = z.enum(contentTypes, {
  error: `Content type is required and must be one of: ${contentTypes.join(", ")}.`,
});

const contentKey = nameText("Content key").regex(
  /^[A-Za-z0-9_-]+$/,
  "Content key may only contain letters, digits, underscores (_) and hyphens (-).",
);

/** Empty or absent becomes null; the type-specific checks run on what is left. */
const contentValue = z
  .string({ error: "Content value must be text (send JSON content as a string)." })
  .trim()
  .max(MAX_VALUE_LENGTH, `Content value must be at most ${MAX_VALUE_LENGTH} characters.`)
  .refine((v) => !CONTROL_CHARACTERS.test(v), "Content value cannot contain control characters.")
  .meta(withoutControlCharacters)
  .nullish()
  .transform((v) => (v ? v : null));

const imageAddress = webAddress("Content value");

/** The rule a non-empty value must meet for its type, or null when it meets it. */
export function contentValueProblem(type: ContentType, value: string): string | null {
  if (type === "json") {
    try {
      JSON.parse(value);
    } catch (error) {
      return `Content value must be valid JSON: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  if (type === "image") {
    const result = imageAddress.safeParse(value);
    if (!result.success) return result.error.issues[0]?.message ?? "Content value must be a URL.";
  }
  return null;
}

const checkValue = (
  item: { content_type: ContentType; content_value: string | null },
  ctx: z.RefinementCtx,
) => {
  const problem =
    item.content_value === null ? null : contentValueProblem(item.content_type, item.content_value);
  if (problem) ctx.addIssue({ code: "custom", path: ["content_value"], message: problem });
};

/** JSON Schema of checkValue: an image's value is a web address; a json one is JSON text. */
const valueMatchesType = {
  anyOf: [
    { properties: { content_type: { enum: ["text", "html"] } } },
    {
      properties: {
        content_type: { const: "image" },
        content_value: { anyOf: [{ type: "null" }, { type: "string", pattern: webAddressPattern }] },
      },
    },
    {
      properties: {
        content_type: { const: "json" },
        // An annotation only: JSON Schema cannot check that text parses as JSON.
        content_value: {
          anyOf: [{ type: "null" }, { type: "string", contentMediaType: "application/json" }],
        },
      },
    },
  ],
};

const contentFields = {
  page_name: nameText("Page name"),
  section_name: nameText("Section name"),
  content_key: contentKey,
  content_type: contentType,
  content_value: contentValue,
};

/** Create: the admin form's fields. html values are sanitised by the service when saved. */
export const contentInput = z.object(contentFields).strict().superRefine(checkValue).meta(valueMatchesType);
export type ContentInput = z.infer<typeof contentInput>;

/** Update: the same five fields, all replaced, plus the id. */
export const contentUpdateInput = z
  .object({ id: recordId, ...contentFields })
  .strict()
  .superRefine(checkValue)
  .meta(valueMatchesType);

export const contentIdInput = z.object({ id: recordId }).strict();

/** A filter value; empty means "no filter", the way a blank select in the admin form behaves. */
const filterText = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters.`)
    .refine(hasNoNul, `${label} contains an invalid character.`)
    .meta(withoutNul)
    .optional()
    .transform((v) => (v ? v : undefined));

export const contentListInput = z
  .object({
    page_name: filterText("page_name"),
    section_name: filterText("section_name"),
    content_type: z
      .enum(contentTypes, { error: `content_type must be one of: ${contentTypes.join(", ")}.` })
      .optional(),
    limit: listLimit.optional(),
  })
  .strict()
  .optional();
export type ContentListInput = z.infer<typeof contentListInput>;

export const blogPostListInput = z.object({ limit: listLimit.optional() }).strict().optional();
export type BlogPostListInput = z.infer<typeof blogPostListInput>;

export const MAX_SLUG_LENGTH = 200;

/** One post by its address name; an unknown slug is answered 404 by the service, not 400. */
export const blogPostSlugInput = z
  .object({
    slug: z
      .string({ error: "slug is required." })
      .trim()
      .min(1, "slug is required.")
      .max(MAX_SLUG_LENGTH, `slug must be at most ${MAX_SLUG_LENGTH} characters.`)
      .refine(hasNoNul, "slug contains an invalid character.")
      .meta(withoutNul),
  })
  .strict();
export type BlogPostSlugInput = z.infer<typeof blogPostSlugInput>;
