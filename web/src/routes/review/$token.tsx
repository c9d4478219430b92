import { createFileRoute } from "@tanstack/react-router";
import { ReviewPage } from "../../features/review/ReviewPage";
import { loadLinkPage } from "../../lib/load-link-page";
import { trpc } from "../../lib/trpc";

/** ?sent=true right after the quote request: the private page is then the confirmation too. */
// The key is always returned: the router lays the result over the raw search.
const readSearch = (search: Record<string, unknown>): { sent?: true } => ({
  sent: search.sent === true || search.sent === "true" ? true : undefined,
});

export const Route = createFileRoute("/review/$token")({
  validateSearch: readSearch,
  loader: ({ context, params }) =>
    loadLinkPage(context.queryClient, trpc.review.get.queryOptions({ token: params.token })),
  component: function ReviewRoute() {
    const { token } = Route.useParams();
    const { sent } = Route.useSearch();
    return <ReviewPage token={token} sent={sent === true} />;
  },
});
