import { ActionIcon, Button, Group, NativeSelect, Text, TextInput } from "@mantine/core";
import { apparelSizes, MAX_ROSTER_ROWS } from "@store/db/catalogue";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMemo } from "react";
import classes from "./quote.module.css";
import { RosterImport } from "./RosterImport";
import { addRow, duplicateFlags, type RosterEditRow, removeRow, updateRow } from "./roster-edit";

interface RosterEditorProps {
  rows: RosterEditRow[];
  onChange: (rows: RosterEditRow[]) => void;
  /** The form's errors, keyed like "roster.2.number". */
  errors: Record<string, unknown>;
  disabled: boolean;
}

/** The phone's own picker for a size; "Size" until one is chosen. */
const SIZE_OPTIONS = [{ value: "", label: "Size", disabled: true }, ...apparelSizes];

const errorAt = (errors: Record<string, unknown>, path: string) => {
  const message = errors[path];
  return typeof message === "string" ? message : undefined;
};

/**
 * The team's players, one row each: typed in one by one, pasted from a spreadsheet or read from a
 * CSV file. Numbers worn twice are flagged on both rows as soon as they are typed.
 */
export function RosterEditor({ rows, onChange, errors, disabled }: RosterEditorProps) {
  const flags = useMemo(() => duplicateFlags(rows), [rows]);
  const full = rows.length >= MAX_ROSTER_ROWS;

  const add = () => {
    const next = addRow(rows);
    onChange(next);
    // The new row's name field takes the focus, so typing a roster needs no mouse.
    const key = next.at(-1)?.key;
    requestAnimationFrame(() => document.getElementById(`${key}-name`)?.focus());
  };

  return (
    <div>
      <Text size="sm" c="dimmed" mb="sm">
        One line per player: name, jersey number (optional, 0-99) and size. Up to {MAX_ROSTER_ROWS} players.
      </Text>
      <RosterImport rows={rows} onChange={onChange} disabled={disabled} />
      {errorAt(errors, "roster") && (
        <Text c="red" size="sm" role="alert" mb="xs">
          {errorAt(errors, "roster")}
        </Text>
      )}
      {rows.length > 0 && (
        <>
          <div className={classes.rosterHead} aria-hidden="true">
            <span>#</span>
            <span>Player name</span>
            <span>Number</span>
            <span>Size</span>
          </div>
          <ol className={classes.rosterList} aria-label="Roster">
            {rows.map((row, index) => {
              const position = index + 1;
              const numberError = errorAt(errors, `roster.${index}.number`) ?? flags.get(row.key);
              return (
                <li key={row.key} className={classes.rosterRow} data-testid="roster-row">
                  <Text className={classes.pos} size="sm" aria-hidden="true">
                    {position}.
                  </Text>
                  <TextInput
                    id={`${row.key}-name`}
                    className={classes.name}
                    aria-label={`Player ${position} name`}
                    placeholder="Player name"
                    maxLength={80}
                    value={row.name}
                    onChange={(e) => onChange(updateRow(rows, row.key, { name: e.currentTarget.value }))}
                    error={errorAt(errors, `roster.${index}.name`)}
                    disabled={disabled}
                  />
                  <TextInput
                    className={classes.number}
                    aria-label={`Player ${position} number`}
                    placeholder="No."
                    inputMode="numeric"
                    maxLength={2}
                    value={row.number}
                    onChange={(e) => onChange(updateRow(rows, row.key, { number: e.currentTarget.value }))}
                    error={numberError}
                    disabled={disabled}
                  />
                  <NativeSelect
                    className={classes.size}
                    aria-label={`Player ${position} size`}
                    data={SIZE_OPTIONS}
                    value={row.size}
                    onChange={(e) => onChange(updateRow(rows, row.key, { size: e.currentTarget.value }))}
                    error={errorAt(errors, `roster.${index}.size`)}
                    disabled={disabled}
                  />
                  <ActionIcon
                    className={classes.remove}
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove player ${position}${row.name ? ` (${row.name})` : ""}`}
                    onClick={() => onChange(removeRow(rows, row.key))}
                    disabled={disabled}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <Group mt="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={add}
          disabled={disabled || full}
        >
          Add player
        </Button>
        {full && (
          <Text size="sm" c="dimmed">
            The roster is full ({MAX_ROSTER_ROWS} players).
          </Text>
        )}
      </Group>
    </div>
  );
}
