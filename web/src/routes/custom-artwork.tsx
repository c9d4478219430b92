import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../features/layout/PlaceholderPage";

/** What the package, rush-fee and design pages pass on to the request form; all optional. */
export interface CustomArtworkSearch {
  sport?: string;
  package?: string;
  rush?: string;
  design?: string;
}

// The router reads "?package=123" as a number, so numbers are taken back as text; the rest is dropped.
const text = (raw: unknown) =>
  (typeof raw === "string" || typeof raw === "number") && String(raw).trim() !== ""
    ? String(raw).slice(0, 100)
    : undefined;

export const Route = createFileRoute("/custom-artwork")({
  validateSearch: (search: Record<string, unknown>): CustomArtworkSearch => ({
    sport: text(search.sport),
    package: text(search.package),
    rush: text(search.rush),
    design: text(search.design),
  }),
  component: CustomArtwork,
});

function CustomArtwork() {
  return (
    <PlaceholderPage eyebrow="Your design, our expertise" title="Custom Artwork Request">
      Tell us about your team and your idea, and our artists will prepare a design and a quote for you.
    </PlaceholderPage>
  );
}
