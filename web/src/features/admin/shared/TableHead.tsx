import { Table, type TableThProps, VisuallyHidden } from "@mantine/core";

type Column = string | { label: string; ta: TableThProps["ta"] };

/**
 * A staff table's head row: its columns' names, and a last column for the row's buttons whose
 * name (`actions`) only a screen reader hears.
 */
export function TableHead({ columns, actions }: { columns: Column[]; actions?: string }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          typeof column === "string" ? (
            <Table.Th key={column}>{column}</Table.Th>
          ) : (
            <Table.Th key={column.label} ta={column.ta}>
              {column.label}
            </Table.Th>
          ),
        )}
        {actions && (
          <Table.Th>
            <VisuallyHidden>{actions}</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
