import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/HomePage";
import { prefetchHomeContent } from "../features/home/use-home-content";

// The page's words come from website content: reached from another page, it waits for them rather
// than showing the defaults first. A failed read is kept (prefetch never throws): the defaults show.
export const Route = createFileRoute("/")({
  loader: ({ context }) => prefetchHomeContent(context.queryClient),
  component: HomePage,
});
