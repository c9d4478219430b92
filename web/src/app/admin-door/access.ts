import type { QueryClient } from "@tanstack/react-query";
import { isRedirect, redirect } from "@tanstack/react-router";
import { errorCode } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { type AdminUser, clearAdminUser, storeAdminUser } from "./admin-user";

/**
 * Granted: the page's screen is one the person's role allows. Forbidden: a staff member on a
 * screen their role does not include (the spec's Access Denied, inside the portal so their own
 * screens stay a click away). Denied: not staff at all.
 */
export type Access =
  | { status: "granted"; user: AdminUser }
  | { status: "forbidden"; user: AdminUser; screen: string }
  | { status: "denied" };

// Re-asked at most this often while moving between admin pages; a session that ends in between
// is noticed by the first admin call that answers 401.
const ACCESS_FRESH_MS = 30_000;

/** Where the sign-in page returns to: only a page of the portal, never another site. */
export function safeReturnPath(raw: unknown): string | undefined {
  return typeof raw === "string" && /^\/admin(\/|$|\?)/.test(raw) && !raw.startsWith("/admin/login")
    ? raw
    : undefined;
}

/**
 * Asks the server who is signed in (spec §2: 'Checking access...' meanwhile). A visitor without
 * a session is sent to the sign-in page; a signed-in non-admin is denied; when the check itself
 * fails it is logged and treated as not admin (§8).
 */
export async function checkAccess(
  queryClient: QueryClient,
  returnTo: string,
  pathname = returnTo,
): Promise<Access> {
  try {
    // The first visit waits for the answer; moving between pages uses the last one at once (no
    // 'Checking access...' flash) and asks again in the background once it is older than a while.
    const { user } = await queryClient.ensureQueryData({
      ...trpc.auth.session.queryOptions(),
      staleTime: ACCESS_FRESH_MS,
      revalidateIfStale: true,
    });
    if (!user) {
      clearAdminUser();
      throw redirect({ to: "/admin/login", search: { redirect: safeReturnPath(returnTo) } });
    }
    // The owner requires two-factor sign-in and this person has none: "Your account" first.
    if (user.two_factor_setup_required && !returnTo.startsWith("/admin/account")) {
      throw redirect({ to: "/admin/account" });
    }
    if (user.permissions.length > 0) {
      storeAdminUser(user);
      // Loaded with the portal, never with a shopper's page (the public script budget).
      const { landingScreenFor, screenOf } = await import("./screen-access");
      const screen = screenOf(pathname);
      if (!screen?.permission || user.permissions.includes(screen.permission))
        return { status: "granted", user };
      // The portal's front door sends a role without the home to its own first screen.
      if (screen.to === "/admin") throw redirect({ to: landingScreenFor(user.permissions) });
      return { status: "forbidden", user, screen: screen.label };
    }
    clearAdminUser();
    return { status: "denied" };
  } catch (error) {
    if (isRedirect(error)) throw error;
    if (errorCode(error) === "UNAUTHORIZED") {
      clearAdminUser();
      throw redirect({ to: "/admin/login", search: { redirect: safeReturnPath(returnTo) } });
    }
    console.warn("Admin access check failed", error);
    return { status: "denied" };
  }
}
