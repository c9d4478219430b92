import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { clearAdminUser } from "../../../app/admin-door/admin-user";
import { trpc } from "../../../lib/trpc";

/**
 * Logout (spec §6): ends the session on the server, removes `admin_user` and goes to the sign-in
 * page. If the server cannot be reached the browser still forgets the user; the session then
 * ends on its own after its idle time.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const run = async () => {
    await logout.mutateAsync().catch(() => undefined);
    clearAdminUser();
    queryClient.clear();
    await navigate({ to: "/admin/login", search: { redirect: undefined } });
  };
  return { run, busy: logout.isPending };
}
