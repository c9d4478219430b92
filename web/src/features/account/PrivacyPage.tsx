import { Button, Card, Container, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { errorCode, serverMessage } from "../../lib/api-errors";
import { saveBlob } from "../../lib/save-blob";
import { trpc } from "../../lib/trpc";
import { ButtonLink } from "../../ui/links/ButtonLink";
import { ConfirmationAlert } from "../../ui/pages/ConfirmationAlert";
import { FailureAlert } from "../layout/FailureAlert";
import { usePageTitle } from "../layout/use-page-meta";
import { takeLinkToken } from "./link-token";
import { useSession, useSetSession } from "./use-account";

const NETWORK_FAILURE = "We could not reach the store. Check your connection and open the link again.";
const EXPORT_FILE = "my-data.json";

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" py={{ base: "md", sm: "xl" }}>
      <Card withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
        <Title order={1} fz={{ base: 26, sm: 32 }} mb="sm">
          {title}
        </Title>
        {children}
      </Card>
    </Container>
  );
}

/** The link's token, read once on arrival (the address bar then shows none). */
function useLinkToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(takeLinkToken()), []);
  return token;
}

/** A refusal: the server's words, and what to do next. */
function Refusal({
  error,
  signedOut = errorCode(error) === "UNAUTHORIZED",
}: {
  error?: unknown;
  signedOut?: boolean;
}) {
  return (
    <Stack gap="sm">
      <FailureAlert title={signedOut ? "Sign in first" : "This link did not work"}>
        {signedOut
          ? "Sign in with the same e-mail address on this device, then open the link from the e-mail again."
          : (serverMessage(error) ?? NETWORK_FAILURE)}
      </FailureAlert>
      <Group>
        {signedOut ? (
          <Button component={Link} to="/account/sign-in">
            Sign In
          </Button>
        ) : (
          <ButtonLink to="/account" search={{ tab: "settings" }}>
            Ask for a New Link
          </ButtonLink>
        )}
      </Group>
    </Stack>
  );
}

/** /account/privacy/export#<token>: the account's data, downloaded as my-data.json. */
export function ExportPage() {
  usePageTitle("Download Your Data", "Everything the store holds about your account.");
  const token = useLinkToken();
  const exportData = useMutation(trpc.account.exportData.mutationOptions());
  const started = useRef(false);
  const save = (data: unknown) =>
    saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), EXPORT_FILE);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once the token is read
  useEffect(() => {
    if (token === null || started.current) return;
    started.current = true;
    exportData.mutate({ token }, { onSuccess: save });
  }, [token]);

  return (
    <Frame title="Download your data">
      {exportData.isSuccess ? (
        <Stack gap="sm">
          <ConfirmationAlert title="Your data is downloaded">
            We saved it as {EXPORT_FILE} in your downloads: your account, orders, quotes and requests, players
            and addresses.
          </ConfirmationAlert>
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={() => save(exportData.data)}
            >
              Download Again
            </Button>
            <Button component={Link} to="/account">
              Back to Your Account
            </Button>
          </Group>
        </Stack>
      ) : exportData.isError ? (
        <Refusal error={exportData.error} />
      ) : (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" aria-hidden="true" />
          <Text>Preparing your data...</Text>
        </Group>
      )}
    </Frame>
  );
}

/** /account/privacy/delete#<token>: one more confirmation, then the account is deleted. */
export function DeletePage() {
  usePageTitle("Delete Your Account", "Delete your account.");
  const token = useLinkToken();
  const session = useSession();
  const setSession = useSetSession();
  const remove = useMutation(trpc.account.deleteAccount.mutationOptions());

  if (remove.isSuccess) {
    return (
      <Frame title="Your account is deleted">
        <Stack gap="sm">
          <Text role="status">
            Your saved players, addresses and sign-in sessions are gone, and you are signed out.
          </Text>
          <Text fw={600}>What we kept, for the store's books:</Text>
          <List size="sm" spacing={4}>
            <List.Item>
              Your orders, quotes and requests, with your name, e-mail, phone and address removed.
            </List.Item>
            <List.Item>Their private links no longer open them.</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            You can sign in again with the same address later: it starts a new, empty account.
          </Text>
          <div>
            <Button component={Link} to="/">
              Back to the Store
            </Button>
          </div>
        </Stack>
      </Frame>
    );
  }

  const signedOut = session.data?.customer === null;
  return (
    <Frame title="Delete your account?">
      {remove.isError ? (
        <Refusal error={remove.error} />
      ) : signedOut ? (
        <Refusal signedOut />
      ) : (
        <Stack gap="sm">
          <Text>
            {session.data?.customer ? `The account of ${session.data.customer.email}: ` : ""}
            your saved players and addresses are deleted. Your orders, quotes and requests stay in the store's
            records for accounting, with your name, e-mail, phone and address removed.
          </Text>
          <Text fw={600}>This cannot be undone.</Text>
          <Group>
            <Button
              color="red.8"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              loading={remove.isPending}
              disabled={!token || session.isPending}
              onClick={() => token && remove.mutate({ token }, { onSuccess: () => setSession(null) })}
            >
              Yes, Delete My Account
            </Button>
            <Button component={Link} to="/account" variant="default" disabled={remove.isPending}>
              Keep My Account
            </Button>
          </Group>
        </Stack>
      )}
    </Frame>
  );
}
