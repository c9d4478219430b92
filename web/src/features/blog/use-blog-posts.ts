import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { trpc } from "../../lib/trpc";
import type { BlogPost } from "./post";

/** The sample blog, fetched as its own chunk only when it is needed. */
export const loadSamplePosts = (): Promise<readonly BlogPost[]> =>
  import("./sample-posts").then((module) => module.SAMPLE_POSTS);

/** The list's input: the same as the quick search's call, so the two share one cached answer. */
export const ALL_POSTS = {};

interface BlogPosts {
  /** Newest first; undefined while the first answer (or the sample blog) is awaited. */
  posts: readonly BlogPost[] | undefined;
  isLoading: boolean;
}

/**
 * Every post from content.blogPosts. If the call fails the visitor still gets a blog: the sample
 * posts (spec §8). The failure is only a warning in the console, never an error.
 */
export function useBlogPosts(): BlogPosts {
  const query = useQuery(trpc.content.blogPosts.queryOptions(ALL_POSTS));
  const samples = useQuery({
    queryKey: ["blog", "sample-posts"],
    queryFn: loadSamplePosts,
    enabled: query.isError,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (query.isError) console.warn("Blog posts could not be loaded; showing the sample posts.", query.error);
  }, [query.isError, query.error]);

  if (query.isError) return { posts: samples.data, isLoading: samples.data === undefined };
  return { posts: query.data, isLoading: query.isPending };
}
