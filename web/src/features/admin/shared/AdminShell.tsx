import { AppShell, Burger, Drawer, Group, Image, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import type { AdminUser } from "../../../app/admin-door/admin-user";
import { SidebarNav } from "./SidebarNav";
import { useLogout } from "./use-logout";
import { useSessionWatch } from "./use-session-watch";

/**
 * The admin frame (spec §2): a fixed sidebar on large screens; on small ones a top bar whose
 * menu button slides the same navigation out as a drawer.
 */
export function AdminShell({ user, children }: { user: AdminUser; children: ReactNode }) {
  const [drawerOpen, drawer] = useDisclosure(false);
  const logout = useLogout();
  useSessionWatch();
  const nav = (onNavigate?: () => void) => (
    <SidebarNav
      email={user.email}
      permissions={user.permissions}
      onNavigate={onNavigate}
      onLogout={logout.run}
      loggingOut={logout.busy}
    />
  );

  return (
    <AppShell
      header={{ height: { base: 60, md: 0 } }}
      navbar={{ width: 264, breakpoint: "md", collapsed: { mobile: true } }}
      padding={{ base: "md", md: "xl" }}
    >
      <AppShell.Header hiddenFrom="md" bg="#0b2545" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Image src="/logo-dark.svg" alt="Clanton Sports Apparel" h={32} w="auto" />
            <Text c="#ffca64" fw={700} size="xs" tt="uppercase" style={{ letterSpacing: "0.1em" }}>
              Admin
            </Text>
          </Group>
          <Burger
            opened={drawerOpen}
            onClick={drawer.toggle}
            color="white"
            aria-label={drawerOpen ? "Close admin menu" : "Open admin menu"}
            aria-expanded={drawerOpen}
            aria-controls="admin-drawer"
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar visibleFrom="md" withBorder={false}>
        {nav()}
      </AppShell.Navbar>
      <Drawer
        id="admin-drawer"
        opened={drawerOpen}
        onClose={drawer.close}
        size={280}
        padding={0}
        withCloseButton={false}
        hiddenFrom="md"
        title="Admin menu"
        styles={{ header: { display: "none" }, body: { height: "100%" } }}
      >
        {nav(drawer.close)}
      </Drawer>
      <AppShell.Main bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
