import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../features/layout/PlaceholderPage";

export const Route = createFileRoute("/custom-artwork")({ component: CustomArtwork });

function CustomArtwork() {
  return (
    <PlaceholderPage eyebrow="Your design, our expertise" title="Custom Artwork Request">
      Tell us about your team and your idea, and our artists will prepare a design and a quote for you.
    </PlaceholderPage>
  );
}
