import { ActionIcon, Code, Group, Select, Stack, Text, Tooltip } from "@mantine/core";
import type { RouterOutputs } from "@store/api";
import { IconEye, IconReceiptOff, IconTrash } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import type { OrderSearch, OrderSort, OrderStatus } from "../routing/order-search";
import { EmptyState } from "../shared/EmptyState";
import { formatDateTime, formatMoney } from "../shared/format";
import { ServerDataTable } from "../shared/ServerDataTable";
import { customerLabel, productLabel, shortOrderId, statusOptions } from "./order-labels";

// On a phone the table keeps who, status and actions; the rest is one tap away in the details.
const WIDE = "(min-width: 48em)";

export type Order = RouterOutputs["orders"]["list"]["items"][number];

interface OrdersTableProps {
  page: RouterOutputs["orders"]["list"] | undefined;
  search: OrderSearch;
  onSearchChange: (patch: Partial<OrderSearch>) => void;
  fetching: boolean;
  isUpdating: (id: string) => boolean;
  onStatus: (id: string, status: OrderStatus) => void;
  onView: (order: Order) => void;
  onDelete: (order: Order) => void;
}

/** Spec §2 Orders table: Order ID, Customer, Product, Status, Date, Actions. */
export function OrdersTable(props: OrdersTableProps) {
  const { page, search, onSearchChange, fetching, isUpdating, onStatus, onView, onDelete } = props;
  const columns: DataTableColumn<Order>[] = [
    {
      accessor: "id",
      title: "Order ID",
      visibleMediaQuery: WIDE,
      render: (o) => (
        <Stack gap={2}>
          <Text size="sm" fw={700}>
            #{o.number}
          </Text>
          <Code fz="xs">{shortOrderId(o.id)}</Code>
        </Stack>
      ),
    },
    {
      accessor: "customer",
      title: "Customer",
      sortable: true,
      render: (o) => (
        <Stack gap={0} maw={{ base: 120, sm: 260 }}>
          <Text size="sm" fw={600} truncate="end">
            {customerLabel(o)}
          </Text>
          {o.customer_name && (
            <Text size="xs" c="dimmed" truncate="end" title={o.customer_email}>
              {o.customer_email}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: "product",
      title: "Product",
      visibleMediaQuery: WIDE,
      render: (o) => (
        <Stack gap={0} miw={170}>
          <Text size="sm">{productLabel(o)}</Text>
          <Text size="xs" c="dimmed">
            {formatMoney(o.total)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      render: (o) => (
        <Select
          aria-label={`Status of order ${shortOrderId(o.id)}`}
          data={statusOptions}
          value={o.status}
          onChange={(value) => value && value !== o.status && onStatus(o.id, value as OrderStatus)}
          disabled={isUpdating(o.id)}
          allowDeselect={false}
          size="xs"
          w={{ base: 112, sm: 140 }}
          comboboxProps={{ withinPortal: true }}
        />
      ),
    },
    {
      accessor: "created_at",
      title: "Date",
      visibleMediaQuery: WIDE,
      sortable: true,
      noWrap: true,
      render: (o) => formatDateTime(o.created_at),
    },
    {
      accessor: "actions",
      title: "Actions",
      textAlign: "right",
      render: (o) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="View details">
            <ActionIcon
              variant="subtle"
              aria-label={`View order ${shortOrderId(o.id)}`}
              onClick={() => onView(o)}
            >
              <IconEye size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete order">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete order ${shortOrderId(o.id)}`}
              onClick={() => onDelete(o)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const filtered = Boolean(search.search || search.status);
  return (
    <ServerDataTable<Order, OrderSort>
      label="Orders"
      records={page?.items}
      columns={columns}
      total={page?.total ?? 0}
      search={search}
      defaultSort="created_at"
      onSearchChange={onSearchChange}
      fetching={fetching}
      emptyState={
        <EmptyState icon={IconReceiptOff} title="No Orders Found">
          {filtered ? "No order matches this search or status." : "Orders will appear here as they come in."}
        </EmptyState>
      }
    />
  );
}
