import { Outlet, useRouterState } from "@tanstack/react-router";
import { LazyCartDrawer } from "../cart/LazyCartDrawer";
import { QuickSearchLauncher } from "../search/QuickSearchLauncher";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { useDarkClass } from "./use-dark-class";
import { usePageMeta } from "./use-page-meta";

/** Whether a path belongs to the admin portal, which has its own frame (spec §2). */
export const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/**
 * The page frame for every route: the public header, footer, cart drawer and quick search around
 * public pages; admin pages get nothing but themselves.
 */
export function PublicFrame() {
  useDarkClass();
  usePageMeta();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  if (isAdminPath(pathname)) return <Outlet />;

  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <LazyCartDrawer />
      <QuickSearchLauncher />
    </>
  );
}
