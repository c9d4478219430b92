import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../features/layout/PlaceholderPage";

export const Route = createFileRoute("/about")({ component: About });

function About() {
  return (
    <PlaceholderPage eyebrow="Since 2013" title="About Clanton Sports Apparel">
      A hometown team outfitter in Clanton, Alabama, dressing local teams, schools and fans since 2013.
    </PlaceholderPage>
  );
}
