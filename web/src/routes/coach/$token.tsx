import { createFileRoute } from "@tanstack/react-router";
import { CoachPage } from "../../features/coach/CoachPage";
import { loadLinkPage } from "../../lib/load-link-page";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/coach/$token")({
  loader: ({ context, params }) =>
    loadLinkPage(context.queryClient, trpc.coach.page.queryOptions({ token: params.token })),
  component: function CoachRoute() {
    const { token } = Route.useParams();
    return <CoachPage token={token} />;
  },
});
