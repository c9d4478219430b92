import { createFileRoute, notFound } from "@tanstack/react-router";
import { findTeamPackageSport } from "../../data/site-pages";
import { loadSportPackages } from "../../data/team-packages/load";
import { SportPackagesPage } from "../../features/packages/SportPackagesPage";

export const Route = createFileRoute("/team-packages/$sport")({
  // Only the spec's sports have a package page; any other name is a missing page.
  beforeLoad: ({ params }) => {
    const sport = findTeamPackageSport(params.sport);
    if (!sport) throw notFound();
    return { sport };
  },
  // The sport's words come with its page, not all seven sports' (they travel with the component).
  loader: ({ context }) => loadSportPackages(context.sport.sport),
  component: SportPackages,
});

function SportPackages() {
  const { sport } = Route.useRouteContext();
  return <SportPackagesPage sport={sport.sport} label={sport.label} data={Route.useLoaderData()} />;
}
