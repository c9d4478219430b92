import { Anchor, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../../lib/trpc";
import { FormFailure, WorkingButton } from "../shared/FormParts";
import { PasskeySignInButton } from "./PasskeySignInButton";
import { type SecondFactorStep, type SignedInUser, signInFailure } from "./use-sign-in";

/**
 * The sign-in's second step: the code the authenticator app shows, or one of the recovery codes,
 * or the person's passkey. A step that expired or took too many wrong codes goes back to the password.
 */
export function SecondFactorForm({
  step,
  onSignedIn,
  onRestart,
}: {
  step: SecondFactorStep;
  onSignedIn: (user: SignedInUser) => Promise<void>;
  onRestart: (why?: string) => void;
}) {
  const hasApp = step.methods.includes("totp");
  const [recovery, setRecovery] = useState(!hasApp && step.methods.includes("recovery_code"));
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string>();
  const send = useMutation(trpc.auth.secondFactor.mutationOptions());

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    if (!code.trim()) {
      setMessage(
        recovery
          ? "Enter one of your recovery codes."
          : "Enter the 6-digit code from your authenticator app.",
      );
      return;
    }
    try {
      const { user } = await send.mutateAsync({
        challenge: step.challenge,
        ...(recovery ? { recovery_code: code } : { code }),
      });
      await onSignedIn(user);
    } catch (error) {
      const text = signInFailure(error);
      if (/sign in with your password again/i.test(text)) onRestart(text);
      else setMessage(text);
    }
  };

  const showCodeForm = hasApp || recovery;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} id="admin-login-title" fz={28}>
          Two-factor sign-in
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {showCodeForm
            ? recovery
              ? "Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once."
              : "Open your authenticator app and enter the 6-digit code it shows for Clanton Sports Apparel."
            : "Use your passkey to finish signing in."}
        </Text>
      </div>
      <FormFailure message={message} />
      {showCodeForm && (
        <form noValidate onSubmit={(e) => void submit(e)} aria-label="Second factor">
          <Stack gap="md">
            <TextInput
              key={recovery ? "recovery" : "code"}
              label={recovery ? "Recovery code" : "Authentication code"}
              description={recovery ? "Like 7hkq2-mx9rt" : undefined}
              required
              autoFocus
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              autoComplete={recovery ? "off" : "one-time-code"}
              inputMode={recovery ? "text" : "numeric"}
              maxLength={recovery ? 40 : 7}
              spellCheck={false}
            />
            <WorkingButton
              busy={send.isPending}
              icon={<IconShieldCheck size={18} />}
              label="Verify"
              busyLabel="Checking..."
            />
          </Stack>
        </form>
      )}
      {step.methods.includes("passkey") && (
        <PasskeySignInButton
          challenge={step.challenge}
          label="Use your passkey"
          variant={showCodeForm ? "default" : "filled"}
          onSignedIn={onSignedIn}
          onFailure={(text) => (/password again/i.test(text) ? onRestart(text) : setMessage(text))}
        />
      )}
      <Stack gap={6} align="center">
        {hasApp && step.methods.includes("recovery_code") && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              setCode("");
              setMessage(undefined);
            }}
          >
            {recovery ? "Use the authenticator app instead" : "Use a recovery code"}
          </Anchor>
        )}
        {!hasApp && step.methods.includes("recovery_code") && !recovery && (
          <Anchor component="button" type="button" size="sm" onClick={() => setRecovery(true)}>
            Use a recovery code
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
          Start over
        </Anchor>
      </Stack>
    </Stack>
  );
}
