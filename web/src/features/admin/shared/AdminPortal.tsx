import "@mantine/notifications/styles.css";
import "mantine-datatable/styles.css";
import "../../../lib/zod-jitless";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { Outlet, useRouteContext } from "@tanstack/react-router";
import { AccessDenied } from "./AccessDenied";
import { AdminShell } from "./AdminShell";

/**
 * The portal around every admin page. Its providers (confirm dialogs, notifications) and styles
 * live here, so no shopper's page ever downloads them.
 */
export function AdminPortal() {
  const { access } = useRouteContext({ from: "/admin/_portal" });
  return (
    <ModalsProvider
      labels={{ confirm: "Confirm", cancel: "Cancel" }}
      modalProps={{ closeButtonProps: { "aria-label": "Close" }, centered: true }}
    >
      <Notifications position="top-right" limit={4} />
      {access.status === "granted" ? (
        <AdminShell user={access.user}>
          <Outlet />
        </AdminShell>
      ) : access.status === "forbidden" ? (
        <AdminShell user={access.user}>
          <AccessDenied screen={access.screen} />
        </AdminShell>
      ) : (
        <AccessDenied />
      )}
    </ModalsProvider>
  );
}
