import { createFileRoute } from "@tanstack/react-router";
import { contactData } from "../../../features/admin/contact/contact-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/contact-messages")({
  ...contactData.route,
  component: adminScreen("ContactMessagesScreen"),
  errorComponent: adminScreen("ContactMessagesError"),
});
