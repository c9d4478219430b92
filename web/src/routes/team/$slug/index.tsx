import { createFileRoute } from "@tanstack/react-router";
import { storeNotice } from "../../../features/team-store/StoreHeader";
import { accessCodeForm, TeamStorePage } from "../../../features/team-store/TeamStorePage";
import { loadLinkPage } from "../../../lib/load-link-page";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/team/$slug/")({
  loader: async ({ context, params }) => {
    const options = trpc.teamStores.familyStore.queryOptions({ slug: params.slug });
    await loadLinkPage(context.queryClient, options);
    // A locked store's page is its access code's form: the form's code comes before the drawing.
    const answer = context.queryClient.getQueryData(options.queryKey);
    if (answer?.locked) await accessCodeForm.preload();
    // A store in preview or closed says why at its top: the notice's code comes before the drawing.
    else if (answer?.notice) await storeNotice.preload();
  },
  component: function TeamStoreRoute() {
    const { slug } = Route.useParams();
    return <TeamStorePage slug={slug} />;
  },
});
