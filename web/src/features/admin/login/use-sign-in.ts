import type { RouterOutputs } from "@store/api/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { clearAdminUser, storeAdminUser } from "../../../app/admin-door/admin-user";
import { landingScreenFor } from "../../../app/admin-door/screen-access";
import { errorCode, serverMessage } from "../../../lib/api-errors";
import { trpc, trpcClient } from "../../../lib/trpc";

export const ACCESS_DENIED = "Access denied. Admin privileges required.";

type LoginAnswer = RouterOutputs["auth"]["login"];
/** Who signed in, as the server answers a finished sign-in (password, second factor or passkey). */
export type SignedInUser = Extract<LoginAnswer, { user: unknown }>["user"];
/** The password was right and a second factor is due: the step the second call names. */
export type SecondFactorStep = Extract<LoginAnswer, { second_factor: unknown }>["second_factor"];

/** §8: the server's text, 'Login failed' when it gave none, and a network failure as unexpected. */
export const signInFailure = (error: unknown) =>
  errorCode(error) ? (serverMessage(error) ?? "Login failed") : "An unexpected error occurred";

/**
 * Signs in through the server (spec §4 Login): an admin's record is kept and the portal opens;
 * anyone else is told so, and the session just started for them is ended again. Someone with
 * two-factor sign-in on gets a second step first; someone the owner's rule holds back goes to
 * "Your account" to set it up.
 */
export function useSignIn(returnTo: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string>();
  const [step, setStep] = useState<SecondFactorStep>();
  const login = useMutation(trpc.auth.login.mutationOptions());

  const finish = async (user: SignedInUser) => {
    if (user.permissions.length === 0) {
      clearAdminUser();
      await trpcClient.auth.logout.mutate().catch(() => undefined);
      setStep(undefined);
      setMessage(ACCESS_DENIED);
      return;
    }
    storeAdminUser(user);
    // Whoever was asked about before (another account, or nobody) is no longer current.
    queryClient.removeQueries();
    await navigate({
      to: user.two_factor_setup_required
        ? "/admin/account"
        : // Back where the session ended, or where the person's role begins.
          (returnTo ?? landingScreenFor(user.permissions)),
    });
  };

  const submit = async (values: { email: string; password: string }) => {
    setMessage(undefined);
    try {
      const answer = await login.mutateAsync(values);
      if ("second_factor" in answer) setStep(answer.second_factor);
      else await finish(answer.user);
    } catch (error) {
      setMessage(signInFailure(error));
    }
  };

  /** Back to the password (the step expired, or too many wrong codes). */
  const restart = (why?: string) => {
    setStep(undefined);
    setMessage(why);
  };

  return { submit, finish, restart, step, message, setMessage, busy: login.isPending };
}
