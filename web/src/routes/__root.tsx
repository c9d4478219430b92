import { createRootRoute } from "@tanstack/react-router";
import { NotFound } from "../features/layout/NotFound";
import { PublicFrame } from "../features/layout/PublicFrame";

export const Route = createRootRoute({
  component: PublicFrame,
  notFoundComponent: NotFound,
});
