import "../../../lib/zod-jitless";
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { staffAccountInput } from "@store/api/schemas/staff";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../lib/api-errors";

type Values = { email: string; password: string };

/**
 * The 'Add Staff Account' dialog: checked in the browser with the server's own schema, and the
 * server's per-field messages (a taken email, say) shown beside their fields too.
 */
export function AddStaffModal({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: (values: Values) => Promise<unknown>;
}) {
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(staffAccountInput, { sync: true }),
    validateInputOnBlur: true,
  });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    form.reset();
    setFailure(undefined);
    onClose();
  };

  const submit = async (values: Values) => {
    setFailure(undefined);
    setBusy(true);
    try {
      await onCreate(values);
      close();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      form.setErrors(fields);
      // A refusal that names no field (or no answer at all) is said above the fields.
      if (Object.keys(fields).length === 0) setFailure(describeFailure("Error creating account", error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Staff Account"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The new account can sign in to this portal at once. If the email belongs to a customer account,
            that account becomes a staff account with this password.
          </Text>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Email Address"
            type="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label="Password"
            description="8 to 128 characters. Share it with them privately."
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ "aria-label": "Show or hide the password" }}
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Add Staff Account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
