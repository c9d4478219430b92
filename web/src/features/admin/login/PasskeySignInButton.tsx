import { Button } from "@mantine/core";
import { startAuthentication } from "@simplewebauthn/browser";
import { IconFingerprint } from "@tabler/icons-react";
import { useState } from "react";
import { trpcClient } from "../../../lib/trpc";
import { type SignedInUser, signInFailure } from "./use-sign-in";

// The browser says so when the person closes its passkey window: not an error worth more words.
const CANCELLED = "The passkey was not used. Try again, or sign in another way.";

/**
 * Signs in with a passkey: in place of the password (no challenge), or as the second factor of a
 * sign-in whose password was right (the step's challenge). The browser and the authenticator do
 * the asking; the server checks the answer.
 */
export function PasskeySignInButton({
  challenge,
  label,
  onSignedIn,
  onFailure,
  variant = "default",
}: {
  challenge?: string;
  label: string;
  onSignedIn: (user: SignedInUser) => Promise<void>;
  onFailure: (message: string) => void;
  variant?: "default" | "filled";
}) {
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      const optionsJSON = await trpcClient.auth.passkeyOptions.mutate(challenge ? { challenge } : {});
      let response: Awaited<ReturnType<typeof startAuthentication>>;
      try {
        response = await startAuthentication({
          optionsJSON: optionsJSON as unknown as Parameters<typeof startAuthentication>[0]["optionsJSON"],
        });
      } catch {
        onFailure(CANCELLED);
        return;
      }
      const { user } = await trpcClient.auth.passkeyLogin.mutate({
        ...(challenge && { challenge }),
        response: response as never,
      });
      await onSignedIn(user);
    } catch (error) {
      onFailure(signInFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      size="md"
      fullWidth
      loading={busy}
      leftSection={<IconFingerprint size={18} aria-hidden="true" />}
      onClick={() => void signIn()}
    >
      {label}
    </Button>
  );
}
