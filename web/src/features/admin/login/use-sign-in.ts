import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { clearAdminUser, storeAdminUser } from "../../../app/admin-door/admin-user";
import { landingScreenFor } from "../../../app/admin-door/screen-access";
import { errorCode, serverMessage } from "../../../lib/api-errors";
import { trpc, trpcClient } from "../../../lib/trpc";

export const ACCESS_DENIED = "Access denied. Admin privileges required.";

/**
 * Signs in through the server (spec §4 Login): an admin's record is kept and the portal opens;
 * anyone else is told so, and the session just started for them is ended again.
 */
export function useSignIn(returnTo: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string>();
  const login = useMutation(trpc.auth.login.mutationOptions());

  const submit = async (values: { email: string; password: string }) => {
    setMessage(undefined);
    try {
      const { user } = await login.mutateAsync(values);
      if (user.permissions.length === 0) {
        clearAdminUser();
        await trpcClient.auth.logout.mutate().catch(() => undefined);
        setMessage(ACCESS_DENIED);
        return;
      }
      storeAdminUser(user);
      // Whoever was asked about before (another account, or nobody) is no longer current.
      queryClient.removeQueries();
      // Back where the session ended, or the first screen the person's role allows.
      await navigate({ to: returnTo ?? landingScreenFor(user.permissions) });
    } catch (error) {
      // §8: the server's text, 'Login failed' when it gave none, and a network failure as unexpected.
      setMessage(
        errorCode(error) ? (serverMessage(error) ?? "Login failed") : "An unexpected error occurred",
      );
    }
  };

  return { submit, message, busy: login.isPending };
}
