import { Box, Divider, Image, NavLink, Stack, Text, UnstyledButton } from "@mantine/core";
import type { Permission } from "@store/api/contracts";
import { IconArrowLeft, IconLogout } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import {
  type AdminLinkSpec,
  adminLinks,
  adminScreens,
  allowedLinks,
  extraLinks,
  paymentLinks,
} from "./admin-links";
import classes from "./SidebarNav.module.css";

interface SidebarNavProps {
  email: string;
  /** What the person's role allows: only those screens are offered. */
  permissions: readonly Permission[];
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Whether a sidebar link is the page shown: the home only at /admin itself, the others with their pages. */
export function isActiveLink(link: AdminLinkSpec, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (link.to === "/admin") return path === "/admin";
  const under = (to: string) => path === to || path.startsWith(`${to}/`);
  // A screen under another's address (/admin/tax/returns under /admin/tax) is its own link's, not both.
  const deeper = Object.values(adminScreens).some(
    (other) => other.to.startsWith(`${link.to}/`) && under(other.to),
  );
  return under(link.to) && !deeper;
}

/** The portal's navigation: brand, home, the spec's screens, staff accounts, the audit log, API keys, back to the site, logout. */
export function SidebarNav({ email, permissions, onNavigate, onLogout, loggingOut }: SidebarNavProps) {
  const main = allowedLinks(adminLinks, permissions);
  const extra = allowedLinks(extraLinks, permissions);
  const payments = allowedLinks(paymentLinks, permissions);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const item = (link: AdminLinkSpec) => {
    const active = isActiveLink(link, pathname);
    return (
      <NavLink
        key={link.to}
        component={Link}
        to={link.to}
        // The router's own "active" would mark /admin on every portal page and /admin/tax on its
        // return's page, styled apart from isActiveLink's: only its exact page, where both agree.
        activeOptions={{ exact: true }}
        label={link.label}
        leftSection={<link.icon size={20} stroke={1.7} aria-hidden="true" />}
        active={active}
        aria-current={active ? "page" : undefined}
        onClick={onNavigate}
        classNames={{ root: classes.link, label: classes.linkLabel }}
      />
    );
  };

  return (
    <Stack className={classes.sidebar} gap={0} h="100%">
      <Box className={classes.brand}>
        <Image src="/logo-dark.svg" alt="Clanton Sports Apparel" h={40} w="auto" />
        <Text className={classes.portalName}>Admin Portal</Text>
      </Box>
      <Box component="nav" aria-label="Admin" className={classes.links}>
        {main.map(item)}
        {extra.length ? (
          <>
            <Divider my="sm" color="rgba(255,255,255,0.14)" />
            {extra.map(item)}
          </>
        ) : null}
        {payments.length ? (
          <>
            <Divider my="sm" color="rgba(255,255,255,0.14)" />
            <Text className={classes.groupLabel} id="sidebar-payments">
              Payments
            </Text>
            <Box role="group" aria-labelledby="sidebar-payments">
              {payments.map(item)}
            </Box>
          </>
        ) : null}
      </Box>
      <Box className={classes.footer}>
        <Text className={classes.signedIn} title={email}>
          Signed in as <strong>{email}</strong>
        </Text>
        {item(adminScreens.account)}
        <NavLink
          component={Link}
          to="/"
          label="Back to Website"
          leftSection={<IconArrowLeft size={20} stroke={1.7} aria-hidden="true" />}
          classNames={{ root: classes.link, label: classes.linkLabel }}
        />
        <UnstyledButton className={classes.logout} onClick={onLogout} disabled={loggingOut}>
          <IconLogout size={20} stroke={1.7} aria-hidden="true" />
          <span>{loggingOut ? "Logging out..." : "Logout"}</span>
        </UnstyledButton>
      </Box>
    </Stack>
  );
}
