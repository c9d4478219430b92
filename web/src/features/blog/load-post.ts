import type { QueryClient } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import { isServerRefusal, retryUnlessRefused } from "../../lib/server-refusal";
import { QUERY_DEFAULTS, trpc } from "../../lib/trpc";
import type { BlogPost } from "./post";
import { ALL_POSTS, loadSamplePosts } from "./use-blog-posts";

export interface LoadedPost {
  post: BlogPost;
  /** Every post, for the previous/next and related links; the sample blog if the list failed. */
  posts: readonly BlogPost[];
}

async function allPosts(queryClient: QueryClient): Promise<readonly BlogPost[]> {
  try {
    return await queryClient.ensureQueryData(trpc.content.blogPosts.queryOptions(ALL_POSTS));
  } catch {
    return loadSamplePosts();
  }
}

/**
 * The /blog/$slug loader. A slug the server does not know is the router's not-found page. When the
 * server cannot be reached the sample post with that slug is shown instead (spec §8: the blog falls
 * back to its sample posts), logged as a warning only.
 */
export async function loadPost(queryClient: QueryClient, slug: string): Promise<LoadedPost> {
  // Coming from the blog list, the post is already here: open it at once.
  const listKey = trpc.content.blogPosts.queryKey(ALL_POSTS);
  const listed = queryClient.getQueryData(listKey);
  const known = listed?.find((p) => p.slug === slug);
  if (listed && known) return { post: known, posts: listed };
  // A fresh list (the one the server drew the page with) without the slug: no post to ask for.
  const listQuery = queryClient.getQueryCache().find({ queryKey: listKey, exact: true });
  if (listed && listQuery && !listQuery.isStaleByTime(QUERY_DEFAULTS.queries.staleTime)) throw notFound();

  // Both calls leave in one batched request.
  const [post, posts] = await Promise.allSettled([
    queryClient.ensureQueryData({
      ...trpc.content.blogPost.queryOptions({ slug }),
      retry: retryUnlessRefused,
    }),
    allPosts(queryClient),
  ]);
  const list = posts.status === "fulfilled" ? posts.value : [];
  if (post.status === "fulfilled") return { post: post.value, posts: list };

  if (isServerRefusal(post.reason)) throw notFound();
  console.warn("The blog post could not be loaded; showing the sample post.", post.reason);
  const samples = await loadSamplePosts();
  const sample = samples.find((p) => p.slug === slug);
  if (!sample) throw notFound();
  return { post: sample, posts: samples };
}
