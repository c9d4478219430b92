import { createFileRoute } from "@tanstack/react-router";
import { TeamStorePage } from "../../../features/team-store/TeamStorePage";
import { loadLinkPage } from "../../../lib/load-link-page";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/team/$slug/")({
  loader: ({ context, params }) =>
    loadLinkPage(context.queryClient, trpc.teamStores.familyStore.queryOptions({ slug: params.slug })),
  component: function TeamStoreRoute() {
    const { slug } = Route.useParams();
    return <TeamStorePage slug={slug} />;
  },
});
