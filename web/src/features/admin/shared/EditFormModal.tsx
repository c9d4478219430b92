import { Alert, Button, Group, type GroupProps, Stack, type StackProps } from "@mantine/core";
import { type FormEventHandler, type ReactNode, useEffect, useState } from "react";
import { discardWords } from "../../../ui/forms/discard-words";
import { LeaveGuard } from "../../../ui/forms/LeaveGuard";
import { AdminModal } from "./AdminModal";
import { FormButtons } from "./FormParts";

/**
 * The add/edit dialog of a thing staff keep (a product, a content item): "Add New X" or "Edit X",
 * its fields, then Cancel and "Add X" / "Update X", which reads "Saving..." while it saves. With
 * unsaved changes, closing it (Cancel, Close, Escape, a click outside) or leaving the page asks first.
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
  dirty,
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
  /** The fields differ from what the dialog opened with. */
  dirty: boolean;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (opened) setAsking(false);
  }, [opened]);
  const requestClose = () => (dirty && !busy ? setAsking(true) : onClose());

  return (
    <AdminModal
      opened={opened}
      onClose={requestClose}
      title={editing ? `Edit ${noun}` : `Add New ${noun}`}
      size="lg"
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap={gap}>
          {children}
          {asking ? (
            <DiscardQuestion onKeep={() => setAsking(false)} onDiscard={onClose} />
          ) : (
            <FormButtons
              busy={busy}
              onCancel={requestClose}
              submitLabel={busy ? "Saving..." : editing ? `Update ${noun}` : `Add ${noun}`}
              {...footer}
            />
          )}
        </Stack>
      </form>
      <LeaveGuard dirty={opened && dirty && !busy} />
    </AdminModal>
  );
}

/** Asked in place of the buttons, so nothing typed is lost to a stray Escape or click outside. */
export function DiscardQuestion({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <Alert color="navy" title={discardWords.title}>
      {discardWords.text}
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onKeep} autoFocus>
          {discardWords.keep}
        </Button>
        <Button color="red.9" onClick={onDiscard}>
          {discardWords.discard}
        </Button>
      </Group>
    </Alert>
  );
}
