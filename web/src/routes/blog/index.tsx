import { createFileRoute } from "@tanstack/react-router";
import { BlogPage } from "../../features/blog/BlogPage";
import { blogSearchSchema } from "../../features/blog/blog-search";

// /blog?category=training&q=helmet — see blog-search.ts for what each key accepts.
export const Route = createFileRoute("/blog/")({
  validateSearch: blogSearchSchema,
  component: BlogPage,
});
