import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/layout/PlaceholderPage";

export const Route = createFileRoute("/team-packages/")({ component: TeamPackages });

function TeamPackages() {
  return (
    <PlaceholderPage eyebrow="Outfit the whole roster" title="Team Packages">
      Complete uniform packages for baseball, basketball, cornhole, fastpitch, football, slowpitch and soccer
      teams.
    </PlaceholderPage>
  );
}
