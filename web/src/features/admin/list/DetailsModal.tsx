import type { ModalProps } from "@mantine/core";
import type { ReactNode } from "react";
import { AdminModal } from "../shared/AdminModal";

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
    <AdminModal opened={row !== null} onClose={onClose} title={title} size={size}>
      {row !== null && children(row)}
    </AdminModal>
  );
}
