import { createFileRoute, notFound } from "@tanstack/react-router";
import { findTeamPackageSport } from "../../data/site-pages";
import { SportPackagesPage } from "../../features/packages/SportPackagesPage";

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
  return <SportPackagesPage sport={sport.sport} label={sport.label} />;
}
