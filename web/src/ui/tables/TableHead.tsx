import { Table, type TableThProps, VisuallyHidden } from "@mantine/core";

type Column = string | { label: string; ta: TableThProps["ta"] };

/**
 * A table's head row: its columns' names, and a last column for the row's buttons whose name
 * (`actions`) only a screen reader hears. The public pages' tables name their heads' `scope`.
 */
export function TableHead({
  columns,
  actions,
  scope,
}: {
  columns: Column[];
  actions?: string;
  scope?: TableThProps["scope"];
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          typeof column === "string" ? (
            <Table.Th key={column} scope={scope}>
              {column}
            </Table.Th>
          ) : (
            <Table.Th key={column.label} ta={column.ta} scope={scope}>
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
