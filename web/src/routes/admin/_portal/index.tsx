import { createFileRoute } from "@tanstack/react-router";
import { homeRoute } from "../../../features/admin/home/home-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

// Issue 22: the portal opens on the staff's home (today's work, sales); the artwork list of spec
// §2 is one click away at /admin/custom-artwork-submissions.
export const Route = createFileRoute("/admin/_portal/")({
  ...homeRoute,
  component: adminScreen("HomeScreen"),
});
