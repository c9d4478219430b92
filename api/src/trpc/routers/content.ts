import type { TRPCRouterRecord } from "@trpc/server";
import {
  blogPostListInput,
  blogPostSlugInput,
  contentIdInput,
  contentInput,
  contentListInput,
  contentUpdateInput,
} from "../../schemas/content";
import { contentAdminListInput } from "../../schemas/content-admin";
import { getBlogPost, listBlogPosts } from "../../services/blog";
import { createContent, deleteContent, listContent, updateContent } from "../../services/content";
import { contentStats, listContentForAdmin } from "../../services/content-admin";
import { adminProcedure, publicProcedure } from "../init";

export const contentRouter = {
  list: publicProcedure.input(contentListInput).query(({ ctx, input }) => listContent(ctx.db, input)),
  adminList: adminProcedure
    .input(contentAdminListInput)
    .query(({ ctx, input }) => listContentForAdmin(ctx.db, input)),
  stats: adminProcedure.query(({ ctx }) => contentStats(ctx.db)),
  create: adminProcedure
    .input(contentInput)
    .mutation(({ ctx, input }) => createContent(ctx.db, ctx.user, input)),
  update: adminProcedure
    .input(contentUpdateInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateContent(ctx.db, ctx.user, id, fields)),
  delete: adminProcedure
    .input(contentIdInput)
    .mutation(({ ctx, input }) => deleteContent(ctx.db, ctx.user, input.id)),
  blogPosts: publicProcedure.input(blogPostListInput).query(({ ctx, input }) => listBlogPosts(ctx.db, input)),
  blogPost: publicProcedure
    .input(blogPostSlugInput)
    .query(({ ctx, input }) => getBlogPost(ctx.db, input.slug)),
} satisfies TRPCRouterRecord;
