import { createFileRoute, notFound } from "@tanstack/react-router";
import { findSizingGuideSport } from "../../data/site-pages";
import { PlaceholderPage } from "../../features/layout/PlaceholderPage";

export const Route = createFileRoute("/sizing-info/$sport")({
  // Sizing guides exist for four sports only; any other name is a missing page.
  beforeLoad: ({ params }) => {
    const sport = findSizingGuideSport(params.sport);
    if (!sport) throw notFound();
    return { sport };
  },
  component: SizingGuide,
});

function SizingGuide() {
  const { sport } = Route.useRouteContext();
  return (
    <PlaceholderPage
      eyebrow="Sizing Info"
      title={`Sizing Guide: ${sport.label}`}
      back={{ to: "/team-packages", label: "Back to Team Packages" }}
    >
      Youth and adult size charts for {sport.label.toLowerCase()} uniforms, with tips on how to measure.
    </PlaceholderPage>
  );
}
