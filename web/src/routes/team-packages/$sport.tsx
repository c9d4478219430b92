import { createFileRoute, notFound } from "@tanstack/react-router";
import { findTeamPackageSport } from "../../data/site-pages";
import { PlaceholderPage } from "../../features/layout/PlaceholderPage";

export const Route = createFileRoute("/team-packages/$sport")({
  // Only the spec's sports have a package page; any other name is a missing page.
  beforeLoad: ({ params }) => {
    const sport = findTeamPackageSport(params.sport);
    if (!sport) throw notFound();
    return { sport };
  },
  component: SportPackages,
});

function SportPackages() {
  const { sport } = Route.useRouteContext();
  return (
    <PlaceholderPage
      eyebrow="Team Packages"
      title={`${sport.label} Team Packages`}
      back={{ to: "/team-packages", label: "Back to Team Packages" }}
    >
      Three {sport.label.toLowerCase()} packages for your team, plus add-on items and their prices.
    </PlaceholderPage>
  );
}
