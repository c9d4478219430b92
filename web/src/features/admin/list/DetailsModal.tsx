import { Modal, type ModalProps } from "@mantine/core";
import type { ReactNode } from "react";

/** A row shown in full: open while there is a row, closed by its button ("Close") or Escape. */
export function DetailsModal<T>({
  row,
  onClose,
  title,
  size = "lg",
  children,
}: {
  row: T | null;
  onClose: () => void;
  title: string;
  size?: ModalProps["size"];
  children: (row: T) => ReactNode;
}) {
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {row !== null && children(row)}
    </Modal>
  );
}
