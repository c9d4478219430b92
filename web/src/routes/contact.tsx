import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../features/layout/PlaceholderPage";

export const Route = createFileRoute("/contact")({ component: Contact });

function Contact() {
  return (
    <PlaceholderPage eyebrow="We're here to help" title="Contact Us">
      Send us a message about orders, team packages or custom designs, and we'll get back to you soon.
    </PlaceholderPage>
  );
}
