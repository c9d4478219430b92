import "../../../lib/zod-jitless";
import { Alert, Button, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { passwordResetRequestInput } from "@store/api/contracts";
import { IconMailForward } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { EmailField, FormFailure } from "../shared/FormParts";
import { AuthCard } from "./AuthCard";

/** /admin/forgot-password: e-mails a reset link; the answer is the same whether the address is staff or not. */
export function ForgotPasswordScreen() {
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: schemaResolver(passwordResetRequestInput, { sync: true }),
    validateInputOnBlur: true,
  });
  const ask = useMutation(trpc.passwords.requestReset.mutationOptions());

  return (
    <AuthCard
      title="Forgot Your Password?"
      intro="Type the e-mail address you sign in with. We will send a link to choose a new password."
    >
      {ask.data ? (
        <Alert color="blue" icon={<IconMailForward size={18} aria-hidden="true" />} role="status">
          {ask.data.message}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => ask.mutate(values))}>
          <Stack gap="md">
            <FormFailure
              message={ask.isError ? describeFailure("Error sending the link", ask.error) : undefined}
            />
            <EmailField autoComplete="username" {...form.getInputProps("email")} />
            <Button type="submit" size="md" fullWidth loading={ask.isPending}>
              Send Reset Link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
