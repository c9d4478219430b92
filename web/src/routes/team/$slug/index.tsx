import { createFileRoute } from "@tanstack/react-router";
import { TeamStorePage } from "../../../features/team-store/TeamStorePage";

export const Route = createFileRoute("/team/$slug/")({
  component: function TeamStoreRoute() {
    const { slug } = Route.useParams();
    return <TeamStorePage slug={slug} />;
  },
});
