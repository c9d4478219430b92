import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import type { TeamStorePlayerFields } from "@store/api/domains/team-stores/schemas";
import { useState } from "react";
import { describeFailure } from "../../../../lib/api-errors";
import { FormFailure } from "../../shared/FormParts";
import { readPastedRoster } from "../roster-paste";

/** Players pasted from a spreadsheet (name, number, e-mail columns), added after the roster's end. */
export function PasteRosterModal({
  opened,
  onClose,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  onSave: (players: TeamStorePlayerFields[]) => Promise<unknown>;
}) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const players = readPastedRoster(text);
  const close = () => {
    setText("");
    setFailure(undefined);
    onClose();
  };
  const save = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await onSave(players);
      close();
    } catch (error) {
      setFailure(describeFailure("The players were not added", error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Paste players"
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="sm">
        <FormFailure message={failure} />
        <Textarea
          label="Rows from a spreadsheet"
          description="One player a line: name, number and parent e-mail, in any order. A header line is skipped."
          autosize
          minRows={6}
          maxRows={14}
          data-autofocus
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Text size="sm" aria-live="polite">
          {players.length === 0
            ? "No players read yet."
            : `${players.length} player${players.length === 1 ? "" : "s"} read.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={players.length === 0}>
            Add players
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
