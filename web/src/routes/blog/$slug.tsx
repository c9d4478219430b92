import { createFileRoute } from "@tanstack/react-router";
import { loadPost } from "../../features/blog/load-post";
import { PostPage } from "../../features/blog/PostPage";
import { PostSkeleton } from "../../features/blog/PostSkeleton";

// An unknown slug throws notFound() in the loader, so the visitor gets the store's 404 page.
export const Route = createFileRoute("/blog/$slug")({
  loader: ({ context, params }) => loadPost(context.queryClient, params.slug),
  pendingComponent: PostSkeleton,
  pendingMs: 200,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { post, posts } = Route.useLoaderData();
  return <PostPage post={post} posts={posts} />;
}
