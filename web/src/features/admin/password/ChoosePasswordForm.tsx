import "../../../lib/zod-jitless";
import { Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@store/api/contracts";
import { useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../lib/api-errors";
import { FormFailure, PasswordField } from "../shared/FormParts";

export const PASSWORD_HINT = `${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters. A few unrelated words make a strong password that is easy to remember; common and leaked passwords are refused.`;

/** The length rules the server checks too (the common-password list is the server's alone). */
export function lengthProblem(value: string): string | null {
  if (value.length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (value.length > MAX_PASSWORD_LENGTH)
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}

/**
 * A new password typed twice, for an invitation or a reset link. The server's refusal of the
 * password (too common) shows beside the field; a refusal of the link above the fields.
 */
export function ChoosePasswordForm({
  submitLabel,
  busyLabel,
  onSubmit,
  failurePrefix,
}: {
  submitLabel: string;
  busyLabel: string;
  onSubmit: (password: string) => Promise<unknown>;
  failurePrefix: string;
}) {
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "", confirm: "" },
    validate: {
      password: lengthProblem,
      confirm: (value, values) => (value === values.password ? null : "The two passwords are not the same."),
    },
    validateInputOnBlur: true,
  });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: { password: string }) => {
    setFailure(undefined);
    setBusy(true);
    try {
      await onSubmit(values.password);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(describeFailure(failurePrefix, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <FormFailure message={failure} />
        <PasswordField
          label="New Password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          data-autofocus
          {...form.getInputProps("password")}
        />
        <PasswordField label="Type It Again" autoComplete="new-password" {...form.getInputProps("confirm")} />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
