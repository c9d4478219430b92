import { createFileRoute, notFound } from "@tanstack/react-router";
import { findSizingGuideSport } from "../../data/site-pages";
import { loadSizingGuide } from "../../data/sizing-charts/load";
import { SizingGuidePage } from "../../features/sizing/SizingGuidePage";

export const Route = createFileRoute("/sizing-info/$sport")({
  // Sizing guides exist for four sports only; any other name is a missing page.
  beforeLoad: ({ params }) => {
    const sport = findSizingGuideSport(params.sport);
    if (!sport) throw notFound();
    return { sport };
  },
  // The sport's charts come with its page, not all four sports' (they travel with the component).
  loader: ({ context }) => loadSizingGuide(context.sport.sport),
  component: SizingGuide,
});

function SizingGuide() {
  const { sport } = Route.useRouteContext();
  return <SizingGuidePage sport={sport.sport} label={sport.label} guide={Route.useLoaderData()} />;
}
