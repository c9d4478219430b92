import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconCheck, IconX } from "@tabler/icons-react";

// A screen reader names the close button (axe: an icon-only button needs a name).
const closeButtonProps = { "aria-label": "Close notification" };

/** A saved or deleted change, confirmed in the corner. */
export function notifySuccess(message: string) {
  notifications.show({
    color: "green",
    icon: <IconCheck size={18} />,
    message,
    autoClose: 4000,
    closeButtonProps,
  });
}

/**
 * A change that was saved but does not do what staff likely meant (a content item the site does
 * not read): kept until closed, so it is read rather than taken for a plain success.
 */
export function notifyWarning(message: string, title: string) {
  notifications.show({
    color: "yellow",
    icon: <IconAlertTriangle size={18} />,
    title,
    message,
    autoClose: false,
    closeButtonProps,
  });
}

/** A failed save or delete (spec §8 texts), kept until read; the title may name the file or record. */
export function notifyFailure(message: string, title = "Not saved") {
  notifications.show({
    color: "red",
    icon: <IconX size={18} />,
    title,
    message,
    autoClose: 8000,
    closeButtonProps,
  });
}

/** The spec's delete confirmation (§5), as a dialog that keyboard and screen reader users can answer. */
export function confirmDelete({
  title,
  question,
  onConfirm,
}: {
  title: string;
  question: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: "Delete", cancel: "Cancel" },
    confirmProps: { color: "red.9" },
    onConfirm,
  });
}
