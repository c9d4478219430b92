import { ActionIcon, NativeSelect, Text, TextInput } from "@mantine/core";
import { apparelSizes } from "@store/db/catalogue";
import { IconTrash } from "@tabler/icons-react";
import classes from "./quote.module.css";
import { type RosterEditRow, removeRow, updateRow } from "./roster-edit";

interface RosterRowsProps {
  rows: RosterEditRow[];
  onChange: (rows: RosterEditRow[]) => void;
  /** The form's errors, keyed like "roster.2.number". */
  errors: Record<string, unknown>;
  /** Numbers worn twice, by row key. */
  flags: Map<string, string>;
  disabled: boolean;
}

/** The phone's own picker for a size; "Size" until one is chosen. */
const SIZE_OPTIONS = [{ value: "", label: "Size", disabled: true }, ...apparelSizes];

const errorAt = (errors: Record<string, unknown>, path: string) => {
  const message = errors[path];
  return typeof message === "string" ? message : undefined;
};

/**
 * The roster's rows, fetched once the coach adds the first player (the server draws none), so the
 * page's first download carries no Mantine input code for them (decision 080).
 */
export function RosterRows({ rows, onChange, errors, flags, disabled }: RosterRowsProps) {
  return (
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
  );
}
