import { Button, Group, Text } from "@mantine/core";
import { MAX_ROSTER_ROWS } from "@store/db/catalogue";
import { IconPlus } from "@tabler/icons-react";
import { lazy, Suspense, useMemo } from "react";
import classes from "./quote.module.css";
import { RosterImport } from "./RosterImport";
import { addRow, duplicateFlags, type RosterEditRow } from "./roster-edit";

// The server draws no rows (a new quote's roster is empty): their inputs come with the first one.
const loadRows = () => import("./RosterRows");
const RosterRows = lazy(() => loadRows().then((m) => ({ default: m.RosterRows })));

/** Focuses an element once React has drawn it: on the first row, after its code has come. */
const focusWhenDrawn = (id: string, frames = 60) => {
  const element = document.getElementById(id);
  if (element) element.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenDrawn(id, frames - 1));
};

interface RosterEditorProps {
  rows: RosterEditRow[];
  onChange: (rows: RosterEditRow[]) => void;
  /** The form's errors, keyed like "roster.2.number". */
  errors: Record<string, unknown>;
  disabled: boolean;
}

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
    void loadRows().then(() => requestAnimationFrame(() => focusWhenDrawn(`${key}-name`)));
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
          <Suspense fallback={null}>
            <RosterRows rows={rows} onChange={onChange} errors={errors} flags={flags} disabled={disabled} />
          </Suspense>
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
