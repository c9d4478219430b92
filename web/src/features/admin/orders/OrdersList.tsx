import { Code, Select, Stack, Text } from "@mantine/core";
import type { RouterOutputs } from "@store/api";
import {
  IconCash,
  IconClockHour4,
  IconEye,
  IconPackageExport,
  IconReceipt,
  IconReceiptOff,
  IconTrash,
} from "@tabler/icons-react";
import { useState } from "react";
import { defineAdminList } from "../list/define-admin-list";
import { actionsColumn, RowActions } from "../list/RowActions";
import { confirmDelete } from "../shared/feedback";
import { formatCount, formatDateTime, formatMoney } from "../shared/format";
import { OrderDetailsModal } from "./OrderDetailsModal";
import { customerLabel, productLabel, shortOrderId, statusOptions } from "./order-labels";
import { type OrderStatus, ordersData } from "./orders-data";
import { useOrderMutations } from "./use-order-mutations";

// On a phone the table keeps who, status and actions; the rest is one tap away in the details.
const WIDE = "(min-width: 48em)";

export type Order = RouterOutputs["orders"]["list"]["items"][number];

const count = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));

/** Spec §2 Admin Manage Orders: tiles, orders a page at a time, status changes and deletes. */
export const ordersList = defineAdminList({
  data: ordersData,
  title: "Manage Orders",
  description: "Every order with its customer and products; move each along as the work is done.",
  exportPath: "/api/orders/export",
  // Revenue (spec §9) and the three figures a shop's day turns on: all orders, pending, delivered.
  tiles: {
    cols: { base: 2, lg: 4 },
    of: (stats) => [
      { label: "Revenue", value: stats && formatMoney(stats.revenue), icon: IconCash, color: "green" },
      { label: "Total Orders", value: count(stats?.total_orders), icon: IconReceipt, color: "navy" },
      { label: "Pending", value: count(stats?.pending), icon: IconClockHour4, color: "yellow" },
      { label: "Delivered", value: count(stats?.delivered), icon: IconPackageExport, color: "teal" },
    ],
  },
  searchBox: { label: "Search orders", placeholder: "Search customer, order ID or product..." },
  filters: [
    {
      key: "status",
      label: "Filter by status",
      placeholder: "All statuses",
      options: statusOptions,
      width: 180,
    },
  ],
  table: {
    label: "Orders",
    defaultSort: "created_at",
    empty: (search) => ({
      icon: IconReceiptOff,
      title: "No Orders Found",
      text:
        search.search || search.status
          ? "No order matches this search or status."
          : "Orders will appear here as they come in.",
    }),
  },
  failure: { prefix: "Error fetching orders", retryLabel: "Retry" },
  useView: () => {
    const mutations = useOrderMutations();
    const [viewing, setViewing] = useState<Order | null>(null);
    const askDelete = (order: Order) =>
      confirmDelete({
        title: `Delete order ${shortOrderId(order.id)}`,
        question: "Are you sure you want to delete this order?",
        onConfirm: () => void mutations.remove(order.id),
      });
    return {
      dialogs: <OrderDetailsModal order={viewing} onClose={() => setViewing(null)} />,
      // Spec §2 Orders table: Order ID, Customer, Product, Status, Date, Actions.
      columns: [
        {
          accessor: "id",
          title: "Order ID",
          visibleMediaQuery: WIDE,
          render: (o: Order) => (
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
          render: (o: Order) => (
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
          render: (o: Order) => (
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
          render: (o: Order) => (
            <Select
              aria-label={`Status of order ${shortOrderId(o.id)}`}
              data={statusOptions}
              value={o.status}
              onChange={(value) =>
                value && value !== o.status && mutations.setStatus(o.id, value as OrderStatus)
              }
              disabled={mutations.isUpdating(o.id)}
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
          render: (o: Order) => formatDateTime(o.created_at),
        },
        actionsColumn((o: Order) => (
          <RowActions
            actions={[
              {
                label: "View details",
                name: `View order ${shortOrderId(o.id)}`,
                icon: IconEye,
                onClick: () => setViewing(o),
              },
              {
                label: "Delete order",
                name: `Delete order ${shortOrderId(o.id)}`,
                icon: IconTrash,
                color: "red",
                onClick: () => askDelete(o),
              },
            ]}
          />
        )),
      ],
    };
  },
});
