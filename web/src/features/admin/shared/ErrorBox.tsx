import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";

/** The red box of a list that failed to load (spec §8), with its retry button. */
export function ErrorBox({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      color="red"
      radius="lg"
      icon={<IconAlertTriangle size={20} />}
      role="alert"
      title="Something went wrong"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          color="red.9"
          variant="filled"
          size="xs"
          leftSection={<IconRefresh size={16} />}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}
