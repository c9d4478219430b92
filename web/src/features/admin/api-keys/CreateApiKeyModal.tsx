import { Alert, Button, CopyButton, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { apiKeyInput } from "@store/api/contracts";
import { IconInfoCircle } from "@tabler/icons-react";
import { CopyStateIcon } from "../../../ui/CopyStateIcon";
import { CreateModal } from "../list/CreateModal";

type Values = { name: string };
interface Created {
  name: string;
  key: string;
}

/**
 * The 'Create API Key' dialog: a name; then the new key, shown this once with a copy button,
 * because the server keeps only its hash.
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
  return (
    <CreateModal<Values, Created>
      opened={opened}
      onClose={onClose}
      title="Create API Key"
      size="lg"
      intro="A key lets a script or another system make changes through the API with your admin rights, without signing in. Name it after what will use it."
      submitLabel="Create API Key"
      failurePrefix="Error creating the API key"
      schema={apiKeyInput}
      initialValues={{ name: "" }}
      onCreate={onCreate}
      fields={(form) => (
        <TextInput
          label="Name"
          description="Up to 80 characters, e.g. Inventory sync."
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps("name")}
        />
      )}
      done={{
        title: "API Key Created",
        render: (created, close) => (
          <Stack gap="md">
            <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Copy it now">
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
              styles={{
                input: { fontFamily: "var(--mantine-font-family-monospace)", wordBreak: "break-all" },
              }}
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
                    leftSection={<CopyStateIcon copied={copied} size={16} />}
                  >
                    {copied ? "Copied!" : "Copy"}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={close}>Done</Button>
            </Group>
          </Stack>
        ),
      }}
    />
  );
}
