import { Anchor, Button, Card, Container, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { signInCodeInput, signInRequestInput } from "@store/api/contracts";
import { IconKey, IconMail } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Navigate, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { serverMessage } from "../../lib/api-errors";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { trpc } from "../../lib/trpc";
import { EmailField } from "../../ui/forms/person-fields";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { FailureAlert } from "../layout/FailureAlert";
import { usePageTitle } from "../layout/use-page-meta";
import { checkWith } from "./account-checks";
import { useSession, useSetSession } from "./use-account";

const NETWORK_FAILURE = "We could not reach the store. Check your connection and try again.";

/**
 * /account/sign-in: no password. The customer gives their e-mail address; the store e-mails a link
 * and a 6-digit code. The link signs in wherever it is opened; the code signs in on this device.
 */
export function SignInPage() {
  usePageTitle("Sign In", "Sign in to your account with a link or code sent to your e-mail.");
  const session = useSession();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  if (session.data?.customer) return <Navigate to="/account" replace />;

  return (
    <Container size="xs" py={{ base: "md", sm: "xl" }}>
      <Card withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
        <Title order={1} fz={{ base: 28, sm: 32 }}>
          Sign in to your account
        </Title>
        {sentTo ? (
          <CodeStep sentTo={sentTo} onRestart={() => setSentTo(null)} />
        ) : (
          <EmailStep onSent={setSentTo} />
        )}
      </Card>
    </Container>
  );
}

function EmailStep({ onSent }: { onSent: (sent: { email: string; message: string }) => void }) {
  const request = useMutation(trpc.account.requestSignIn.mutationOptions());
  const { form, formProps, busy, failure } = usePublicForm<{ email: string }>({
    initialValues: { email: "" },
    check: (values) => checkWith(signInRequestInput, values),
    send: async (values) => {
      const answer = await request.mutateAsync({ email: values.email.trim() });
      onSent({ email: values.email.trim(), message: answer.message });
    },
    networkFailure: NETWORK_FAILURE,
  });
  return (
    <form {...formProps} aria-label="Ask for a sign-in link">
      <Stack gap="md" mt="xs">
        <Text>
          No password needed: we e-mail you a sign-in link and a 6-digit code. You see your orders, quotes,
          saved players and addresses.
        </Text>
        {failure && <FailureAlert title="We could not send the e-mail">{failure}</FailureAlert>}
        <EmailField {...form.getInputProps("email")} />
        <div>
          <SubmitButton icon={IconMail} busy={busy} busyLabel="Sending...">
            Send Sign-in Link
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}

function CodeStep({
  sentTo,
  onRestart,
}: {
  sentTo: { email: string; message: string };
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const codeRef = useRef<HTMLInputElement>(null);
  const signIn = useMutation(trpc.account.signInWithCode.mutationOptions());
  // The next thing to do is to type the code.
  useEffect(() => codeRef.current?.focus(), []);
  const { form, formProps, busy } = usePublicForm<{ code: string }>({
    initialValues: { code: "" },
    check: (values) => {
      const { code } = checkWith(signInCodeInput, { email: sentTo.email, code: values.code });
      return code ? { code } : {};
    },
    send: async ({ code }) => {
      const { customer } = await signIn.mutateAsync({ email: sentTo.email, code: code.trim() });
      setSession(customer);
      await navigate({ to: "/account", replace: true });
    },
    onFailure: (error) => {
      // The refusal belongs to the code: it shows beside it, and the cursor goes back there.
      form.setFieldError("code", serverMessage(error) ?? NETWORK_FAILURE);
      requestAnimationFrame(() => codeRef.current?.focus());
    },
  });
  return (
    <form {...formProps} aria-label="Sign in with the code">
      <Stack gap="md" mt="xs">
        {/* Polite: the page changed under the button the customer pressed. */}
        <Text role="status">{sentTo.message}</Text>
        <Text size="sm" c="dimmed">
          Open the link on any device, or type the code here to sign in on this one.
        </Text>
        <TextInput
          ref={codeRef}
          label="6-digit code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={200}
          styles={{ input: { letterSpacing: 4, fontSize: 20 } }}
          {...form.getInputProps("code")}
        />
        <Group>
          <SubmitButton icon={IconKey} busy={busy} busyLabel="Signing in...">
            Sign In
          </SubmitButton>
          <Button variant="subtle" onClick={onRestart} disabled={busy}>
            Use another e-mail
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          No e-mail after a few minutes? Check your spam folder, or{" "}
          <Anchor component="button" type="button" onClick={onRestart} underline="always" size="sm">
            ask for a new link
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}
