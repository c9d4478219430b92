import { Alert, List } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/** Why the files just picked or dropped were not added, one line each, until dismissed. */
export function RefusedFiles({
  messages,
  onClose,
  className,
}: {
  messages: readonly string[];
  onClose: () => void;
  className?: string;
}) {
  return (
    <Alert
      color="red"
      mt="sm"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={messages.length === 1 ? "This file was not added" : "These files were not added"}
      withCloseButton
      closeButtonLabel="Dismiss file messages"
      onClose={onClose}
      className={className}
    >
      <List size="sm" spacing={4}>
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
