import { createFileRoute } from "@tanstack/react-router";
import { imagesData } from "../../../features/admin/images/images-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/images")({
  ...imagesData.route,
  component: adminScreen("ImagesScreen"),
  errorComponent: adminScreen("ImagesError"),
});
