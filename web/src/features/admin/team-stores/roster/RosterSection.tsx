import { Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import type { TeamStoreDto, TeamStorePlayerFields } from "@store/api/domains/team-stores/schemas";
import { IconClipboardText, IconTrash, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { RowActions } from "../../list/RowActions";
import { Section } from "../../proofs/Section";
import { confirmDelete } from "../../shared/feedback";
import { ScrollTable } from "../ScrollTable";
import { PasteRosterModal } from "./PasteRosterModal";
import { PlayerFormModal } from "./PlayerFormModal";

export interface RosterActions {
  /** Saves the whole roster as given (the server checks each player). */
  save: (players: TeamStorePlayerFields[]) => Promise<unknown>;
}

const fieldsOf = (p: TeamStorePlayerFields): TeamStorePlayerFields => ({
  name: p.name,
  number: p.number,
  email: p.email,
});

/**
 * Who should order: each player's name, number and a parent's e-mail (for reminders; the coach
 * never sees it). Players are added one by one or pasted from a spreadsheet.
 */
export function RosterSection({ store, actions }: { store: TeamStoreDto; actions: RosterActions }) {
  const [adding, setAdding] = useState(false);
  const [pasting, setPasting] = useState(false);
  const current = store.players.map(fieldsOf);
  return (
    <Section id="store-roster" title={`Roster (${store.players.length})`}>
      {store.players.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          No roster yet. With one, families pick their player at checkout and the coach sees who has not
          ordered.
        </Text>
      ) : (
        <ScrollTable label={"Roster table"} minWidth={420} mb="sm">
          <Table verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Player</Table.Th>
                <Table.Th>Number</Table.Th>
                <Table.Th>Parent e-mail</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {store.players.map((player, at) => (
                <Table.Tr key={player.id}>
                  <Table.Td>{player.name}</Table.Td>
                  <Table.Td>{player.number ?? "—"}</Table.Td>
                  <Table.Td>{player.email ?? "—"}</Table.Td>
                  <Table.Td>
                    <RowActions
                      actions={[
                        {
                          label: "Remove player",
                          name: `Remove ${player.name}`,
                          icon: IconTrash,
                          color: "red",
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
              ))}
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
        onClose={() => setAdding(false)}
        onSave={(player) => actions.save([...current, player])}
      />
      <PasteRosterModal
        opened={pasting}
        onClose={() => setPasting(false)}
        onSave={(players) => actions.save([...current, ...players])}
      />
    </Section>
  );
}
