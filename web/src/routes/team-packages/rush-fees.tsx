import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/layout/PlaceholderPage";

export const Route = createFileRoute("/team-packages/rush-fees")({ component: RushFees });

function RushFees() {
  return (
    <PlaceholderPage
      eyebrow="Need it fast?"
      title="Rush Fees"
      back={{ to: "/team-packages", label: "Back to Team Packages" }}
    >
      Rush production options from 24-48 hours to one week, for teams with a deadline around the corner.
    </PlaceholderPage>
  );
}
