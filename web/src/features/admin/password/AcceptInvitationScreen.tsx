import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { roleWords } from "@store/api/contracts";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { serverMessage } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { takeLinkToken } from "../../account/link-token";
import { AuthCard } from "./AuthCard";
import { ChoosePasswordForm } from "./ChoosePasswordForm";

/** /admin/accept-invitation#<token>: the invited person chooses a password and becomes staff. */
export function AcceptInvitationScreen() {
  const [token, setToken] = useState("");
  const preview = useMutation(trpc.invitations.preview.mutationOptions());
  const accept = useMutation(trpc.invitations.accept.mutationOptions());
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const read = takeLinkToken();
    setToken(read);
    preview.mutate({ token: read });
  }, []);

  if (accept.data)
    return (
      <AuthCard title="You're In">
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
          {accept.data.message}
        </Alert>
        <Button component={Link} to="/admin/login" size="md" fullWidth>
          Sign In
        </Button>
      </AuthCard>
    );

  if (preview.isError)
    return (
      <AuthCard title="This Invitation Link Does Not Work">
        <Text role="alert">
          {serverMessage(preview.error) ??
            "We could not reach the store. Check your connection and open the link again."}
        </Text>
      </AuthCard>
    );

  if (!preview.data)
    return (
      <AuthCard title="Accept Your Invitation">
        <Stack align="center" aria-busy="true">
          <Loader aria-label="Checking the invitation" />
        </Stack>
      </AuthCard>
    );

  const role = roleWords[preview.data.role];
  return (
    <AuthCard
      title="Accept Your Invitation"
      intro={
        <>
          Choose a password for <strong>{preview.data.email}</strong>. You join as{" "}
          <strong>{role.label}</strong>: {role.description}
        </>
      }
    >
      <ChoosePasswordForm
        submitLabel="Accept and Choose Password"
        busyLabel="Saving..."
        failurePrefix="Error accepting the invitation"
        onSubmit={(password) => accept.mutateAsync({ token, password })}
      />
    </AuthCard>
  );
}
