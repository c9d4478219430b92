import { createFileRoute, Outlet } from "@tanstack/react-router";

// The admin portal's layout (sidebar, access check) arrives with the admin issue; its pages are
// already their own lazily loaded chunks, kept out of the public bundle.
export const Route = createFileRoute("/admin/_portal")({ component: Outlet });
