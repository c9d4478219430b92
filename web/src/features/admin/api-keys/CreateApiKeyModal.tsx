import "../../../lib/zod-jitless";
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { apiKeyInput } from "@store/api/schemas/api-keys";
import { IconAlertCircle, IconCheck, IconCopy, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../lib/api-errors";

type Values = { name: string };
interface Created {
  name: string;
  key: string;
}

/**
 * The 'Create API Key' dialog: a name, checked with the server's own schema; then the new key,
 * shown this once with a copy button, because the server keeps only its hash.
 */
export function CreateApiKeyModal({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: (values: Values) => Promise<Created>;
}) {
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { name: "" },
    validate: schemaResolver(apiKeyInput, { sync: true }),
    validateInputOnBlur: true,
  });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created>();

  const close = () => {
    form.reset();
    setFailure(undefined);
    setCreated(undefined);
    onClose();
  };

  const submit = async (values: Values) => {
    setFailure(undefined);
    setBusy(true);
    try {
      setCreated(await onCreate(values));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(describeFailure("Error creating the API key", error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? "API Key Created" : "Create API Key"}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {created ? (
        <Stack gap="md">
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title="Copy it now">
            You won't see this key again. Store it somewhere safe, such as your script's secret settings.
            Anyone with it can make admin changes as you until it is revoked.
          </Alert>
          {/* A text area, so the whole key shows on a phone too (it wraps) and can still be selected. */}
          <Textarea
            label={`Key for "${created.name}"`}
            value={created.key}
            readOnly
            autosize
            minRows={1}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", wordBreak: "break-all" } }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Text size="sm" c="dimmed">
            Send it with each request as the header <code>Authorization: Bearer {"<key>"}</code>.
          </Text>
          <Group justify="space-between">
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  onClick={copy}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden="true" />
                    ) : (
                      <IconCopy size={16} aria-hidden="true" />
                    )
                  }
                >
                  {copied ? "Copied!" : "Copy"}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              A key lets a script or another system make changes through the API with your admin rights,
              without signing in. Name it after what will use it.
            </Text>
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label="Name"
              description="Up to 80 characters, e.g. Inventory sync."
              autoComplete="off"
              required
              data-autofocus
              {...form.getInputProps("name")}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Create API Key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
