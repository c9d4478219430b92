import { createFileRoute } from "@tanstack/react-router";
import { OrderPage } from "../../features/orders/OrderPage";
import { loadLinkPage } from "../../lib/load-link-page";
import { trpc } from "../../lib/trpc";

/** ?placed=true right after checkout: the order page is then the confirmation too. */
const readSearch = (search: Record<string, unknown>): { placed?: true } =>
  search.placed === true || search.placed === "true" ? { placed: true } : {};

export const Route = createFileRoute("/orders/$token")({
  validateSearch: readSearch,
  loader: ({ context, params }) =>
    loadLinkPage(context.queryClient, trpc.checkout.track.queryOptions({ token: params.token })),
  component: function OrderRoute() {
    const { token } = Route.useParams();
    const { placed } = Route.useSearch();
    return <OrderPage token={token} placed={placed === true} />;
  },
});
