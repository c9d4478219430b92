import { Button, Group, Modal, Text } from "@mantine/core";
import { discardWords } from "./discard-words";
import { useLeaveGuard } from "./use-leave-guard";

/**
 * While a form has unsaved changes (`dirty`), leaving the page asks first, with the words the
 * dialogs use: "Keep editing" stays, "Discard changes" goes on to where the user was going.
 * Closing or reloading the tab gets the browser's own prompt instead.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useLeaveGuard(dirty);
  const asking = blocker.status === "blocked";
  return (
    <Modal
      opened={asking}
      onClose={() => blocker.reset?.()}
      title={discardWords.title}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
      zIndex={400}
    >
      <Text size="sm">{discardWords.text}</Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {discardWords.keep}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {discardWords.discard}
        </Button>
      </Group>
    </Modal>
  );
}
