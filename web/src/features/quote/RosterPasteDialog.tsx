import { Button, Group, Modal, Textarea } from "@mantine/core";
import { FailureAlert } from "../layout/FailureAlert";

interface RosterPasteDialogProps {
  opened: boolean;
  onClose: () => void;
  pasted: string;
  onPasted: (text: string) => void;
  error: string | null;
  onAdd: () => void;
}

/** "Paste your roster": the box the coach pastes spreadsheet rows into, and the button that adds them. */
export function RosterPasteDialog({
  opened,
  onClose,
  pasted,
  onPasted,
  error,
  onAdd,
}: RosterPasteDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Paste your roster" size="lg">
      <Textarea
        label="Roster"
        description="Copy the name, number and size columns from your spreadsheet and paste them here, one player per line. A header row is fine."
        placeholder={"Ava Smith\t7\tYouth M\nBen Jones\t12\tAdult L"}
        autosize
        minRows={6}
        maxRows={14}
        value={pasted}
        onChange={(e) => onPasted(e.currentTarget.value)}
        data-autofocus
      />
      {error && <FailureAlert mt="sm">{error}</FailureAlert>}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onAdd} disabled={pasted.trim() === ""}>
          Add players
        </Button>
      </Group>
    </Modal>
  );
}
