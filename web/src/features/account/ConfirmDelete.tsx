import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** "Delete …?" with the answer's two buttons; the delete waits for the server. */
export function ConfirmDelete({
  opened,
  title,
  children,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Keep It
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
