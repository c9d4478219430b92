import { Alert, Button } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { trpc } from "../../../lib/trpc";
import { takeLinkToken } from "../../account/link-token";
import { AuthCard } from "./AuthCard";
import { ChoosePasswordForm } from "./ChoosePasswordForm";

/**
 * /admin/reset-password#<token>: a new password from the e-mailed link. Every session of the
 * person ends with it, so they then sign in with the new password (two-factor still applies).
 */
export function ResetPasswordScreen() {
  const [token, setToken] = useState("");
  const reset = useMutation(trpc.passwords.reset.mutationOptions());
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setToken(takeLinkToken());
  }, []);

  if (reset.data)
    return (
      <AuthCard title="Password Changed">
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
          {reset.data.message}
        </Alert>
        <Button component={Link} to="/admin/login" size="md" fullWidth>
          Sign In
        </Button>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Choose a New Password"
      intro="Saving it signs you out on every device; then sign in with the new password."
    >
      <ChoosePasswordForm
        submitLabel="Save New Password"
        busyLabel="Saving..."
        failurePrefix="Error resetting the password"
        onSubmit={(password) => reset.mutateAsync({ token, password })}
      />
      <Button component={Link} to="/admin/forgot-password" variant="subtle">
        Send Me a New Link
      </Button>
    </AuthCard>
  );
}
