import { Button, Group, List, Table, Text } from "@mantine/core";
import type { TeamStoreDto, TeamStorePlayerFields } from "@store/api/contracts";
import { flagLine, type RosterField } from "@store/db/catalogue";
import {
  IconAlertTriangle,
  IconClipboardText,
  IconPencil,
  IconTrash,
  IconUserPlus,
} from "@tabler/icons-react";
import { useState } from "react";
import { fieldErrorsOf } from "../../../../lib/api-errors";
import { TableHead } from "../../../../ui/tables/TableHead";
import { WarningAlert } from "../../../layout/WarningAlert";
import { RowActions } from "../../list/RowActions";
import { Section } from "../../proofs/Section";
import { confirmDelete } from "../../shared/feedback";
import { ScrollTable } from "../ScrollTable";
import { PasteRosterModal } from "./PasteRosterModal";
import { PlayerBoxes } from "./PlayerBoxes";
import { PlayerFormModal } from "./PlayerFormModal";
import { boxId, draftOf, fieldsOf, flagsByRow, type PlayerDraft, storeRosterFlags } from "./roster-flags";

export interface RosterActions {
  /** Saves the whole roster as given (the server checks each player). */
  save: (players: TeamStorePlayerFields[]) => Promise<unknown>;
}

const PREFIX = "roster";

const playerFields = (p: TeamStorePlayerFields): TeamStorePlayerFields => ({
  name: p.name,
  number: p.number,
  email: p.email,
});

/** A row being changed in place: which row, its boxes, and what the server said of them. */
interface Editing {
  row: number;
  draft: PlayerDraft;
  refused: Partial<Record<RosterField, string>>;
}

/**
 * Who should order: each player's name, number and a parent's e-mail (for reminders; the coach
 * never sees it). Players are added one by one or pasted from a spreadsheet, and changed in place.
 * What the store would refuse a family later (the roster rules the server and coach page share)
 * is flagged on the row and listed above the table.
 */
export function RosterSection({ store, actions }: { store: TeamStoreDto; actions: RosterActions }) {
  const [adding, setAdding] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [editing, setEditing] = useState<Editing>();
  const [busy, setBusy] = useState(false);
  const current = store.players.map(playerFields);
  const flags = storeRosterFlags(store, current);
  const saved = flagsByRow(flags);
  // The row being edited is checked as it would be saved, beside the box.
  const candidate = editing
    ? current.map((p, i) => (i === editing.row ? fieldsOf(editing.draft) : p))
    : current;
  const editFlags = editing ? storeRosterFlags(store, candidate).filter((f) => f.row === editing.row) : [];
  const editErrors = editing ? { ...flagsByRow(editFlags).get(editing.row), ...editing.refused } : undefined;

  const focusBox = (row: number, field: RosterField) =>
    requestAnimationFrame(() => document.getElementById(boxId(PREFIX, row, field))?.focus());

  const startEdit = (row: number) => {
    const player = current[row];
    if (!player) return;
    setEditing({ row, draft: draftOf(player), refused: {} });
    focusBox(row, "name");
  };

  const saveEdit = async () => {
    if (!editing) return;
    const first = editFlags[0];
    if (first) return focusBox(first.row, first.field);
    setBusy(true);
    try {
      await actions.save(candidate);
      setEditing(undefined);
    } catch (error) {
      const prefix = `players.${editing.row}.`;
      const refused = Object.fromEntries(
        Object.entries(fieldErrorsOf(error))
          .filter(([key]) => key.startsWith(prefix))
          .map(([key, message]) => [key.slice(prefix.length), message]),
      );
      setEditing({
        ...editing,
        refused: Object.keys(refused).length ? refused : { name: "Not saved: try again." },
      });
      focusBox(editing.row, (Object.keys(refused)[0] as RosterField | undefined) ?? "name");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="store-roster" title={`Roster (${store.players.length})`}>
      {flags.length > 0 && (
        <WarningAlert
          mb="sm"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title="Fix these before families order: the store would refuse them"
          data-testid="roster-flags"
        >
          <List size="sm" spacing={2}>
            {flags.map((flag) => (
              <List.Item key={`${flag.row}-${flag.field}-${flag.message}`}>
                {flagLine(current, flag)}
              </List.Item>
            ))}
          </List>
        </WarningAlert>
      )}
      {store.players.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          No roster yet. With one, families pick their player at checkout and the coach sees who has not
          ordered.
        </Text>
      ) : (
        <ScrollTable label={"Roster table"} minWidth={560} mb="sm">
          <Table verticalSpacing={4} striped>
            <TableHead columns={["Player", "Number", "Parent e-mail"]} actions="Actions" />
            <Table.Tbody>
              {store.players.map((player, at) =>
                editing?.row === at ? (
                  <Table.Tr key={player.id} data-testid="roster-row-editing">
                    <PlayerBoxes
                      idPrefix={PREFIX}
                      row={at}
                      player={editing.draft}
                      errors={editErrors}
                      onChange={(draft) => setEditing({ ...editing, draft, refused: {} })}
                    />
                    <Table.Td style={{ verticalAlign: "top" }}>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Button size="xs" onClick={() => void saveEdit()} loading={busy}>
                          Save
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setEditing(undefined)}
                          disabled={busy}
                        >
                          Cancel
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  <Table.Tr key={player.id}>
                    <FlaggedCell text={player.name} flag={saved.get(at)?.name} />
                    <FlaggedCell text={player.number ?? "—"} flag={saved.get(at)?.number} />
                    <FlaggedCell text={player.email ?? "—"} flag={saved.get(at)?.email} />
                    <Table.Td>
                      <RowActions
                        actions={[
                          {
                            label: "Edit player",
                            name: `Edit ${player.name}`,
                            icon: IconPencil,
                            disabled: editing !== undefined,
                            onClick: () => startEdit(at),
                          },
                          {
                            label: "Remove player",
                            name: `Remove ${player.name}`,
                            icon: IconTrash,
                            color: "red",
                            disabled: editing !== undefined,
                            onClick: () =>
                              confirmDelete({
                                title: `Remove ${player.name}`,
                                question: "The player leaves the roster; orders already placed stay.",
                                onConfirm: () =>
                                  void actions.save(current.filter((_, i) => i !== at)).catch(() => {}),
                              }),
                          },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconUserPlus size={16} aria-hidden="true" />}
          onClick={() => setAdding(true)}
        >
          Add player
        </Button>
        <Button
          variant="default"
          leftSection={<IconClipboardText size={16} aria-hidden="true" />}
          onClick={() => setPasting(true)}
        >
          Paste from a spreadsheet
        </Button>
      </Group>
      <PlayerFormModal
        opened={adding}
        store={store}
        current={current}
        onClose={() => setAdding(false)}
        onSave={(player) => actions.save([...current, player])}
      />
      <PasteRosterModal
        opened={pasting}
        store={store}
        current={current}
        onClose={() => setPasting(false)}
        onSave={actions.save}
      />
    </Section>
  );
}

/** A saved value, and beneath it what the store would refuse about it. */
function FlaggedCell({ text, flag }: { text: string; flag: string | undefined }) {
  return (
    <Table.Td style={{ verticalAlign: "top" }}>
      {text}
      {flag && (
        <Text size="xs" c="var(--mantine-color-error)" mt={2}>
          {flag}
        </Text>
      )}
    </Table.Td>
  );
}
