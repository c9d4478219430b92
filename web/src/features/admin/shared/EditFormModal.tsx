import { type GroupProps, Modal, Stack, type StackProps } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { FormButtons } from "./FormParts";

/**
 * The add/edit dialog of a thing staff keep (a product, a content item): "Add New X" or "Edit X",
 * its fields, then Cancel and "Add X" / "Update X", which reads "Saving..." while it saves.
 */
export function EditFormModal({
  noun,
  opened,
  editing,
  busy,
  onClose,
  onSubmit,
  gap,
  footer,
  children,
}: {
  noun: string;
  opened: boolean;
  editing: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  gap: StackProps["gap"];
  /** Spacing of the buttons' row. */
  footer?: GroupProps;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${noun}` : `Add New ${noun}`}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap={gap}>
          {children}
          <FormButtons
            busy={busy}
            onCancel={onClose}
            submitLabel={busy ? "Saving..." : editing ? `Update ${noun}` : `Add ${noun}`}
            {...footer}
          />
        </Stack>
      </form>
    </Modal>
  );
}
