import { createFileRoute } from "@tanstack/react-router";
import { TeamOrderPage } from "../../../../features/team-store/TeamOrderPage";
import type { PaymentReturn } from "../../../../features/team-store/TeamPaymentNotice";
import { loadLinkPage } from "../../../../lib/load-link-page";
import { trpc } from "../../../../lib/trpc";

/**
 * ?placed=true right after checkout: the order page is then the confirmation too. ?payment=done or
 * cancelled: back from the secure payment page.
 */
const readSearch = (search: Record<string, unknown>): { placed?: true; payment?: PaymentReturn } => ({
  ...(search.placed === true || search.placed === "true" ? { placed: true as const } : {}),
  ...(search.payment === "done" || search.payment === "cancelled" ? { payment: search.payment } : {}),
});

export const Route = createFileRoute("/team/$slug/order/$token")({
  validateSearch: readSearch,
  loader: ({ context, params }) =>
    loadLinkPage(context.queryClient, trpc.teamStores.teamOrder.queryOptions({ token: params.token })),
  component: function TeamOrderRoute() {
    const { token } = Route.useParams();
    const { placed, payment } = Route.useSearch();
    return <TeamOrderPage token={token} placed={placed === true} payment={payment} />;
  },
});
