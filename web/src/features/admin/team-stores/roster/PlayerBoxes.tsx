import { Table, TextInput } from "@mantine/core";
import type { RosterField } from "@store/db/catalogue";
import { boxId, type PlayerDraft } from "./roster-flags";

const BOXES: { field: RosterField; label: string; type?: string; width: string }[] = [
  { field: "name", label: "Player name", width: "34%" },
  { field: "number", label: "Number", width: "22%" },
  { field: "email", label: "Parent e-mail", type: "email", width: "44%" },
];

/**
 * One roster row as three boxes in table cells (the import preview and a row being edited): each
 * named with the row, each showing beside it what the store would refuse.
 */
export function PlayerBoxes({
  idPrefix,
  row,
  player,
  errors,
  onChange,
}: {
  idPrefix: string;
  row: number;
  player: PlayerDraft;
  errors: Partial<Record<RosterField, string>> | undefined;
  onChange: (player: PlayerDraft) => void;
}) {
  return (
    <>
      {BOXES.map(({ field, label, type, width }) => (
        <Table.Td key={field} w={width} style={{ verticalAlign: "top" }}>
          <TextInput
            id={boxId(idPrefix, row, field)}
            aria-label={`${label}, row ${row + 1}`}
            size="xs"
            type={type}
            value={player[field]}
            error={errors?.[field]}
            onChange={(e) => onChange({ ...player, [field]: e.currentTarget.value })}
          />
        </Table.Td>
      ))}
    </>
  );
}
