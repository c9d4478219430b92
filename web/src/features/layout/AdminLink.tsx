import { ActionIcon } from "@mantine/core";
import { IconLock, IconUserShield } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import { ADMIN_USER_STORAGE_KEY, readIsAdmin } from "./admin-status";

const subscribeToStorage = (onChange: () => void) => {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_USER_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
};

/** The header's admin icon: the portal for a stored admin, the sign-in page for everyone else. */
export function AdminLink() {
  // Re-read on every render too, so signing in or out in this tab shows on the next page.
  const isAdmin = useSyncExternalStore(subscribeToStorage, readIsAdmin, () => false);
  const title = isAdmin ? "Admin Portal" : "Admin Login";

  return (
    <ActionIcon
      component={Link}
      to={isAdmin ? "/admin" : "/admin/login"}
      title={title}
      aria-label={title}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
    >
      {isAdmin ? <IconUserShield size={20} aria-hidden="true" /> : <IconLock size={20} aria-hidden="true" />}
    </ActionIcon>
  );
}
