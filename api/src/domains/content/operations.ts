import { z } from "zod";
import { defineOperation } from "../define";
import { deleted, idParam, limit } from "../parts";
import { getBlogPost, listBlogPosts } from "./blog-posts";
import { createContent, deleteContent, listContent, updateContent } from "./content";
import { contentAdminListInput, contentStatsSchema } from "./content-admin-schemas";
import { contentStats, listContentForAdmin } from "./content-list";
import { withSiteUse } from "./home-page-content";
import {
  blogPostListInput,
  blogPostSchema,
  blogPostSlugInput,
  contentIdInput,
  contentInput,
  contentItemSchema,
  contentListInput,
  contentSavedSchema,
  contentUpdateInput,
} from "./schemas";

const tag = "Content";
const duplicate = [{ status: 409, description: "An item with this page, section and key already exists." }];

/** Website content items (anyone reads, admins write) and the read-only blog. */
export const contentOperations = {
  list: defineOperation({
    kind: "query",
    access: "public",
    input: contentListInput,
    cache: "content",
    handler: ({ ctx, input }) => listContent({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/website-content",
      operationId: "listWebsiteContent",
      otherQueryIgnored: true,
      summary: "Website content items, by page, section and key",
      tag,
      answer: z.array(contentItemSchema),
      query: [
        { name: "page_name", description: "Only this page, e.g. home." },
        { name: "section_name", description: "Only this section, e.g. hero." },
        {
          name: "content_type",
          description: "text, image, html or json.",
        },
        limit,
      ],
    },
  }),
  adminList: defineOperation({
    kind: "query",
    access: "admin",
    permission: "content.manage",
    input: contentAdminListInput,
    handler: ({ ctx, input }) => listContentForAdmin({ db: ctx.db, input }),
  }),
  stats: defineOperation({
    kind: "query",
    access: "admin",
    permission: "content.manage",
    handler: ({ ctx }) => contentStats({ db: ctx.db }),
    rest: {
      method: "get",
      path: "/api/website-content/stats",
      operationId: "getWebsiteContentStats",
      summary:
        "Counts for the content screen's tiles (items, pages, sections, images) and its page/section choices",
      tag,
      answer: contentStatsSchema,
    },
  }),
  create: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "content.manage",
    input: contentInput,
    handler: async ({ ctx, input }) =>
      withSiteUse(await createContent({ db: ctx.db, actor: ctx.user, input })),
    rest: {
      method: "post",
      path: "/api/website-content",
      operationId: "createWebsiteContent",
      errors: duplicate,
      summary: "Add a content item (html is sanitised); the answer says whether the site shows it",
      tag,
      json: contentInput,
      status: 201,
      answer: contentSavedSchema,
    },
  }),
  update: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "content.manage",
    input: contentUpdateInput,
    handler: async ({ ctx, input }) =>
      withSiteUse(await updateContent({ db: ctx.db, actor: ctx.user, input })),
    rest: {
      method: "put",
      path: "/api/website-content/{id}",
      operationId: "replaceWebsiteContent",
      errors: duplicate,
      summary: "Change a content item; the answer says whether the site shows it",
      tag,
      pathParams: idParam,
      json: contentInput,
      answer: contentSavedSchema,
    },
  }),
  delete: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "content.manage",
    input: contentIdInput,
    handler: ({ ctx, input }) => deleteContent({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "delete",
      path: "/api/website-content/{id}",
      operationId: "deleteWebsiteContent",
      summary: "Delete a content item",
      tag,
      pathParams: idParam,
      answer: deleted,
    },
  }),
  blogPosts: defineOperation({
    kind: "query",
    access: "public",
    input: blogPostListInput,
    cache: "blog",
    handler: ({ ctx, input }) => listBlogPosts({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/blog-posts",
      operationId: "listBlogPosts",
      otherQueryIgnored: true,
      summary: "Blog posts, newest first",
      tag,
      query: [limit],
      answer: z.array(blogPostSchema),
    },
  }),
  blogPost: defineOperation({
    kind: "query",
    access: "public",
    input: blogPostSlugInput,
    cache: "blog",
    handler: ({ ctx, input }) => getBlogPost({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/blog-posts/{slug}",
      operationId: "getBlogPost",
      summary: "One blog post, by its slug",
      tag,
      pathParams: [{ name: "slug", description: "The post's address name, e.g. hydration-in-alabama-heat." }],
      answer: blogPostSchema,
    },
  }),
};
