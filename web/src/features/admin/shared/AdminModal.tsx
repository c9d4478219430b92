import { Modal, type ModalProps } from "@mantine/core";

/** A staff dialog: centred, its close button named "Close" for screen readers (axe). */
export function AdminModal(props: ModalProps) {
  return <Modal centered closeButtonProps={{ "aria-label": "Close" }} {...props} />;
}
