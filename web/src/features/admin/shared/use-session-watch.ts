import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { safeReturnPath } from "../../../app/admin-door/access";
import { clearAdminUser } from "../../../app/admin-door/admin-user";
import { errorCode } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";

/**
 * Notices a session that ends mid-visit: any admin call answering 401 sends the visitor to the
 * sign-in page (which brings them back here after), and a 403 (the role was taken away) asks the
 * server again, so the portal shows Access Denied.
 */
export function useSessionWatch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();

  useEffect(() => {
    let leaving = false;
    const onError = (error: unknown) => {
      const code = errorCode(error);
      if (leaving || (code !== "UNAUTHORIZED" && code !== "FORBIDDEN")) return;
      leaving = true;
      if (code === "UNAUTHORIZED") {
        clearAdminUser();
        const returnTo = safeReturnPath(router.state.location.href);
        queryClient.clear();
        void navigate({ to: "/admin/login", search: { redirect: returnTo } });
      } else {
        queryClient.removeQueries({ queryKey: trpc.auth.session.queryKey() });
        void router.invalidate();
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate, router]);
}
