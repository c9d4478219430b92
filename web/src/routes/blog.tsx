import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../features/layout/PlaceholderPage";

export const Route = createFileRoute("/blog")({ component: Blog });

function Blog() {
  return (
    <PlaceholderPage eyebrow="News and tips" title="Sports Blog">
      Training tips, equipment reviews, sports news and nutrition advice for players, parents and coaches.
    </PlaceholderPage>
  );
}
