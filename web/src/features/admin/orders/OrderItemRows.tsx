import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * An order's item rows, each drawn by `children` (its cells), or one row that says the products are
 * gone: the order dialog and the order's page list items so.
 */
export function OrderItemRows<Item extends { id: string | number }>({
  items,
  children,
}: {
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  return (
    <Table.Tbody>
      {items.length === 0 ? (
        <Table.Tr>
          <Table.Td colSpan={5}>Product not found</Table.Td>
        </Table.Tr>
      ) : (
        items.map((item) => <Table.Tr key={item.id}>{children(item)}</Table.Tr>)
      )}
    </Table.Tbody>
  );
}
