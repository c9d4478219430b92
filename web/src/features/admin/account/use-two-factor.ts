import { useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

/**
 * After a second factor is added or removed: the status, the passkeys and who-is-signed-in are
 * asked again (the portal's access check holds a session the owner's rule keeps to this page).
 */
export function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.passkeys.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() }),
    ]);
}
