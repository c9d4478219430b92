import { createFileRoute } from "@tanstack/react-router";
import { CoachPage } from "../../features/coach/CoachPage";

export const Route = createFileRoute("/coach/$token")({
  component: function CoachRoute() {
    const { token } = Route.useParams();
    return <CoachPage token={token} />;
  },
});
