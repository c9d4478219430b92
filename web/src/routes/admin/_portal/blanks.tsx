import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

// No loader: the screen asks for its page of products itself (decision 088).
export const Route = createFileRoute("/admin/_portal/blanks")({
  component: adminScreen("BlanksScreen"),
});
