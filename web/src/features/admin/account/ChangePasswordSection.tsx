import "../../../lib/zod-jitless";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { passwordChangeInput } from "@store/api/contracts";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { PASSWORD_HINT } from "../password/ChoosePasswordForm";
import { FormFailure, PasswordField } from "../shared/FormParts";
import { notifySuccess } from "../shared/feedback";

const initialValues = { current_password: "", new_password: "", confirm: "" };

/**
 * Changing one's own password: the current one is asked for, the new one twice. Every other
 * session of the person ends (a device left signed in elsewhere); this one stays.
 */
export function ChangePasswordSection() {
  const schema = schemaResolver(passwordChangeInput, { sync: true });
  const form = useForm({
    mode: "controlled",
    initialValues,
    validate: (values) => {
      const { confirm, ...sent } = values;
      const errors: Record<string, string> = { ...schema(sent as never) } as Record<string, string>;
      if (confirm !== values.new_password) errors.confirm = "The two new passwords are not the same.";
      return errors;
    },
    validateInputOnBlur: true,
  });
  const change = useMutation(trpc.passwords.change.mutationOptions());
  const [failure, setFailure] = useState<string>();

  const submit = async ({ confirm: _c, ...values }: typeof initialValues) => {
    setFailure(undefined);
    try {
      const done = await change.mutateAsync(values);
      form.reset();
      notifySuccess(done.message);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(describeFailure("Error changing the password", error));
    }
  };

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      aria-labelledby="password-heading"
    >
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="password-heading">
              Change Password
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              Your other sessions (other browsers and devices) are signed out; this one stays signed in.
            </Text>
          </div>
          <FormFailure message={failure} />
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            {...form.getInputProps("current_password")}
          />
          <PasswordField
            label="New Password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            {...form.getInputProps("new_password")}
          />
          <PasswordField
            label="Type the New Password Again"
            autoComplete="new-password"
            {...form.getInputProps("confirm")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
