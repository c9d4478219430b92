import { createFileRoute } from "@tanstack/react-router";
import { safeReturnPath } from "../../app/admin-door/access";
import { adminScreen } from "../../features/admin/routing/admin-screen";
import { searchParser } from "../../lib/search-params";

// /admin/login?redirect=/admin/orders — where to go back to after a session ended mid-visit.
export const Route = createFileRoute("/admin/login")({
  validateSearch: searchParser<{ redirect?: string }, { redirect: string | undefined }>((raw) => ({
    redirect: safeReturnPath(raw.redirect),
  })),
  component: adminScreen("LoginScreen"),
});
