import { createFileRoute } from "@tanstack/react-router";
import { contentData } from "../../../features/admin/content/content-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/website-content")({
  ...contentData.route,
  component: adminScreen("WebsiteContentScreen"),
  errorComponent: adminScreen("WebsiteContentError"),
});
