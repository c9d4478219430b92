import { createFileRoute } from "@tanstack/react-router";
import { TeamOrderPage } from "../../../../features/team-store/TeamOrderPage";
import { loadLinkPage } from "../../../../lib/load-link-page";
import { trpc } from "../../../../lib/trpc";

/** ?placed=true right after checkout: the order page is then the confirmation too. */
const readSearch = (search: Record<string, unknown>): { placed?: true } =>
  search.placed === true || search.placed === "true" ? { placed: true } : {};

export const Route = createFileRoute("/team/$slug/order/$token")({
  validateSearch: readSearch,
  loader: ({ context, params }) =>
    loadLinkPage(context.queryClient, trpc.teamStores.teamOrder.queryOptions({ token: params.token })),
  component: function TeamOrderRoute() {
    const { token } = Route.useParams();
    const { placed } = Route.useSearch();
    return <TeamOrderPage token={token} placed={placed === true} />;
  },
});
