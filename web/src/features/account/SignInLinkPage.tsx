import { Button, Card, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { serverMessage } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { usePageTitle } from "../layout/use-page-meta";
import { takeLinkToken } from "./link-token";
import { useSetSession } from "./use-account";

/** /account/sign-in/link#<token>: the e-mailed link signs in, then the account opens. */
export function SignInLinkPage() {
  usePageTitle("Sign In", "Signing you in with the link from your e-mail.");
  const navigate = useNavigate();
  const setSession = useSetSession();
  const signIn = useMutation(trpc.account.signInWithLink.mutationOptions());
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeLinkToken();
    signIn.mutate(
      { token },
      {
        onSuccess: ({ customer }) => {
          setSession(customer);
          void navigate({ to: "/account", replace: true });
        },
      },
    );
  }, []);

  return (
    <Container size="xs" py={{ base: "md", sm: "xl" }}>
      <Card withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
        {signIn.isError ? (
          <Stack gap="sm">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              This link did not sign you in
            </Title>
            <Text role="alert">
              {serverMessage(signIn.error) ??
                "We could not reach the store. Check your connection and open the link again."}
            </Text>
            <Text size="sm" c="dimmed">
              Each link works once, for 15 minutes. Ask for a new one: it takes a moment.
            </Text>
            <div>
              <Button component={Link} to="/account/sign-in">
                Send Me a New Link
              </Button>
            </div>
          </Stack>
        ) : (
          <Stack gap="sm" align="center" aria-busy="true">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              Signing you in
            </Title>
            <Loader aria-hidden="true" />
            <Text c="dimmed">One moment...</Text>
          </Stack>
        )}
      </Card>
    </Container>
  );
}
