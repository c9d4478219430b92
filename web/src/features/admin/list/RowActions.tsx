import { ActionIcon, Group, Tooltip } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import type { ReactNode } from "react";

export interface RowAction {
  /** The tooltip. */
  label: string;
  /** What a screen reader hears: names the row (e.g. "Delete order 1a2b3c4d"). */
  name: string;
  icon: Icon;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
}

/** One icon button with its tooltip. */
export function RowActionButton({ label, name, icon: ActionIconGlyph, color, disabled, onClick }: RowAction) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={name} disabled={disabled} onClick={onClick}>
        <ActionIconGlyph size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's icon buttons, right-aligned, each with its tooltip. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.map((action) => (
        <RowActionButton key={action.label} {...action} />
      ))}
    </Group>
  );
}

/** A list's last column: each row's actions, right-aligned under "Actions". */
export const actionsColumn = <T,>(render: (row: T) => ReactNode): DataTableColumn<T> => ({
  accessor: "actions",
  title: "Actions",
  textAlign: "right",
  render,
});
