import { ActionIcon, Button, Group, Stack, Table, Text, Textarea } from "@mantine/core";
import type { TeamStorePlayerFields } from "@store/api/contracts";
import { readStoreRoster } from "@store/api/contracts";
import { flagLine } from "@store/db/catalogue";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../../lib/api-errors";
import { TableHead } from "../../../../ui/tables/TableHead";
import { AdminModal } from "../../shared/AdminModal";
import { FormFailure } from "../../shared/FormParts";
import { ScrollTable } from "../ScrollTable";
import { PlayerBoxes } from "./PlayerBoxes";
import {
  boxId,
  fieldsOf,
  flagsByRow,
  type PlayerDraft,
  type RosterDialogProps,
  storeRosterFlags,
} from "./roster-flags";

const PREFIX = "pasted";

const readDrafts = (text: string): PlayerDraft[] =>
  readStoreRoster(text).map((p) => ({ name: p.name, number: p.number ?? "", email: p.email ?? "" }));

/**
 * Players pasted from a spreadsheet (name, number, parent e-mail, any order, a header is fine),
 * read by the quote form's reader and shown before they are added: each row editable, with what
 * the store would refuse beside it (a number worn twice or outside the store's numbers, an address
 * mail cannot reach or left in the name). Nothing is added until every pasted row fits.
 */
export function PasteRosterModal({
  opened,
  store,
  current,
  onClose,
  onSave,
}: RosterDialogProps<TeamStorePlayerFields[]>) {
  const [text, setText] = useState("");
  const [rows, setRows] = useState<PlayerDraft[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const players = rows.map(fieldsOf);
  const all = [...current, ...players];
  // Flags of the pasted rows, counted in the whole roster (a number may clash with a saved player).
  const flags = storeRosterFlags(store, all).filter((f) => f.row >= current.length);
  const byRow = flagsByRow(flags);
  const flaggedRows = new Set(flags.map((f) => f.row)).size;

  const close = () => {
    setText("");
    setRows([]);
    setFailure(undefined);
    onClose();
  };
  const save = async () => {
    const first = flags[0];
    if (first) {
      setFailure(
        `${flaggedRows === 1 ? "One row needs" : `${flaggedRows} rows need`} fixing before the players are added: ${flags.map((f) => flagLine(all, f)).join(" ")}`,
      );
      document.getElementById(boxId(PREFIX, first.row, first.field))?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await onSave(all);
      close();
    } catch (error) {
      setFailure(describeFailure("The players were not added", error));
    } finally {
      setBusy(false);
    }
  };
  const summary =
    rows.length === 0
      ? "No players read yet."
      : `${rows.length} player${rows.length === 1 ? "" : "s"} read${
          flaggedRows === 0
            ? "."
            : `; ${flaggedRows === 1 ? "1 row needs" : `${flaggedRows} rows need`} fixing before they are added.`
        }`;
  return (
    <AdminModal opened={opened} onClose={close} title="Paste players" size="xl">
      <Stack gap="sm">
        <Textarea
          label="Rows from a spreadsheet"
          description="One player a line: name, number and parent e-mail, in any order. A header line is skipped."
          autosize
          minRows={4}
          maxRows={10}
          data-autofocus
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setRows(readDrafts(e.currentTarget.value));
          }}
        />
        <Text size="sm" aria-live="polite" fw={flaggedRows > 0 ? 600 : undefined} data-testid="paste-summary">
          {summary}
        </Text>
        {rows.length > 0 && (
          <ScrollTable label="Players read" minWidth={560}>
            <Table verticalSpacing={4} data-testid="paste-preview">
              <TableHead columns={["Row", "Player", "Number", "Parent e-mail"]} actions="Remove" />
              <Table.Tbody>
                {rows.map((row, i) => {
                  const at = current.length + i;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a pasted row has no id; its place is what staff see
                    <Table.Tr key={i}>
                      <Table.Td style={{ verticalAlign: "top" }}>{at + 1}</Table.Td>
                      <PlayerBoxes
                        idPrefix={PREFIX}
                        row={at}
                        player={row}
                        errors={byRow.get(at)}
                        onChange={(next) => setRows(rows.map((r, j) => (j === i ? next : r)))}
                      />
                      <Table.Td style={{ verticalAlign: "top" }}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Leave out row ${at + 1}${row.name ? ` (${row.name})` : ""}`}
                          onClick={() => setRows(rows.filter((_, j) => j !== i))}
                        >
                          <IconTrash size={16} aria-hidden="true" />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={rows.length === 0}>
            Add players
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}
