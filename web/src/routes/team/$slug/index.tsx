import { createFileRoute } from "@tanstack/react-router";
import { accessCodeForm, TeamStorePage } from "../../../features/team-store/TeamStorePage";
import { loadLinkPage } from "../../../lib/load-link-page";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/team/$slug/")({
  loader: async ({ context, params }) => {
    const options = trpc.teamStores.familyStore.queryOptions({ slug: params.slug });
    await loadLinkPage(context.queryClient, options);
    // A locked store's page is its access code's form: the form's code comes before the drawing.
    if (context.queryClient.getQueryData(options.queryKey)?.locked) await accessCodeForm.preload();
  },
  component: function TeamStoreRoute() {
    const { slug } = Route.useParams();
    return <TeamStorePage slug={slug} />;
  },
});
