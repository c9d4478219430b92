import { createFileRoute } from "@tanstack/react-router";
import { AdminPlaceholder } from "../../features/layout/AdminPlaceholder";

export const Route = createFileRoute("/admin/login")({ component: AdminLogin });

function AdminLogin() {
  return (
    <AdminPlaceholder title="Admin Login" backToWebsite>
      Store staff sign in here to manage orders, products, images and website content.
    </AdminPlaceholder>
  );
}
