import { Stack, type StackProps, Text } from "@mantine/core";
import type { DesignStatus } from "@store/db/catalogue";
import type { DataTableColumn } from "mantine-datatable";
import type { ReactNode } from "react";
import { DesignStatusBadge } from "../../design-records/DesignStatusBadge";
import { formatDateTime } from "../shared/format";

/** Where a list's secondary columns start to show; on a phone they are one tap away in the details. */
export const WIDE = "(min-width: 48em)";

/**
 * Who or what a row is: a bold name over a dimmed detail (an e-mail, a description), both cut to
 * the cell's width; hovering the detail shows `subTitle` (the detail itself unless told).
 */
export function NameCell({
  name,
  sub,
  subTitle = typeof sub === "string" ? sub : undefined,
  ...stack
}: { name: ReactNode; sub?: ReactNode; subTitle?: string } & StackProps) {
  return (
    <Stack gap={0} {...stack}>
      <Text size="sm" fw={600} truncate="end">
        {name}
      </Text>
      {sub && (
        <Text size="xs" c="dimmed" truncate="end" title={subTitle}>
          {sub}
        </Text>
      )}
    </Stack>
  );
}

/** A value over a dimmed second line (a product over its total, a day over its time). */
export function TwoLineCell({ main, sub, ...stack }: { main: ReactNode; sub: ReactNode } & StackProps) {
  return (
    <Stack gap={0} {...stack}>
      <Text size="sm">{main}</Text>
      <Text size="xs" c="dimmed">
        {sub}
      </Text>
    </Stack>
  );
}

type Extra<T> = Partial<DataTableColumn<T>>;

/** When the row was made, sortable, as the portal writes dates; `extra` sets title and visibility. */
export const dateColumn = <T extends { created_at: string }>(extra: Extra<T> = {}): DataTableColumn<T> => ({
  accessor: "created_at",
  title: "Date",
  sortable: true,
  render: (row) => formatDateTime(row.created_at),
  ...extra,
});

/** A quote's or artwork request's status as its coloured badge. */
export const designStatusColumn = <T extends { status: DesignStatus }>(
  extra: Extra<T> = {},
): DataTableColumn<T> => ({
  accessor: "status",
  title: "Status",
  render: (row) => <DesignStatusBadge status={row.status} />,
  ...extra,
});
