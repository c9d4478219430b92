import { Code, Select, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { ORDERS_EXPORT_PATH, type RouterOutputs } from "@store/api/contracts";
import {
  IconArrowRight,
  IconCash,
  IconClockHour4,
  IconEye,
  IconPackageExport,
  IconReceipt,
  IconReceiptOff,
  IconTrash,
} from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { AnchorLink } from "../../product/AnchorLink";
import { dateColumn, NameCell, TwoLineCell, WIDE } from "../list/cells";
import { defineAdminList, useListSearch } from "../list/define-admin-list";
import { statusFilter } from "../list/ListToolbar";
import { actionsColumn, RowActions } from "../list/RowActions";
import { adminScreens } from "../shared/admin-links";
import { confirmDelete } from "../shared/feedback";
import { formatMoney } from "../shared/format";
import { BulkActions } from "./BulkActions";
import { DateRangeFilter } from "./DateRangeFilter";
import { OrderEditModal } from "./edit/OrderEditModal";
import { OrderDetailsModal } from "./OrderDetailsModal";
import { customerLabel, productLabel, shortOrderId, statusOptionsFor, statusWordsFor } from "./order-labels";
import { type OrderSearch, type OrderStatus, ordersData } from "./orders-data";
import { PendingApprovalsNotice } from "./PendingApprovalsNotice";
import { fulfilmentOptions, PaymentBadge, paymentOptions } from "./payment-labels";
import { useOrderMutations } from "./use-order-mutations";

export type Order = RouterOutputs["orders"]["list"]["items"][number];

/** Spec §2 Admin Manage Orders: tiles, orders a page at a time, status changes and deletes. */
export const ordersList = defineAdminList({
  data: ordersData,
  screen: adminScreens.orders,
  exportPath: ORDERS_EXPORT_PATH,
  exportPermission: "reports.view",
  // Revenue (spec §9) and the three figures a shop's day turns on: all orders, pending, delivered.
  tiles: (stats) => [
    { label: "Revenue", value: stats && formatMoney(stats.revenue), icon: IconCash, color: "green" },
    { label: "Total Orders", value: stats?.total_orders, icon: IconReceipt, color: "navy" },
    // Counted over pickup and delivery orders alike, so named in the words of both.
    { label: statusWordsFor("pending", []), value: stats?.pending, icon: IconClockHour4, color: "yellow" },
    {
      label: statusWordsFor("delivered", []),
      value: stats?.delivered,
      icon: IconPackageExport,
      color: "teal",
    },
  ],
  searchBox: { label: "Search orders", placeholder: "Search customer, order ID or product..." },
  filters: [
    {
      key: "fulfilment",
      label: "Filter by fulfilment",
      placeholder: "Pickup and delivery",
      options: fulfilmentOptions,
      width: 190,
    },
    // After the fulfilment, which narrows it to that fulfilment's words; with none chosen, both
    // ("Ready for pickup / Out for delivery").
    statusFilter<OrderSearch>(
      (search) => statusOptionsFor(search.fulfilment ? [search.fulfilment] : []),
      270,
    ),
    {
      key: "payment_state",
      label: "Filter by payment",
      placeholder: "All payments",
      options: paymentOptions,
      width: 160,
    },
  ],
  table: {
    label: "Orders",
    empty: (search) => ({
      icon: IconReceiptOff,
      title: "No Orders Found",
      text:
        search.search ||
        search.status ||
        search.from ||
        search.to ||
        search.payment_state ||
        search.fulfilment
          ? "No order matches this search or these filters."
          : "Orders will appear here as they come in.",
    }),
  },
  failure: { prefix: "Error fetching orders", retryLabel: "Retry" },
  useView: (search) => {
    const mutations = useOrderMutations();
    const navigate = useNavigate();
    const wide = useMediaQuery(WIDE, true);
    const [viewing, setViewing] = useState<Order | null>(null);
    const [editing, setEditing] = useState<Order | null>(null);
    const { onSearchChange } = useListSearch(ordersData.read);
    // Picked rows belong to the page they were picked on: another page or filter starts afresh.
    const place = JSON.stringify(search);
    const [pick, setPick] = useState<{ place: string; rows: Order[] }>({ place, rows: [] });
    const picked = pick.place === place ? pick.rows : [];
    const setPicked = (rows: Order[]) => setPick({ place, rows });
    const askDelete = (order: Order) =>
      confirmDelete({
        title: `Delete order ${shortOrderId(order.id)}`,
        question: "Are you sure you want to delete this order?",
        onConfirm: () => void mutations.remove(order.id),
      });
    return {
      dialogs: (
        <>
          <OrderDetailsModal
            order={viewing}
            onClose={() => setViewing(null)}
            onEdit={(o) => {
              setViewing(null);
              setEditing(o);
            }}
          />
          {editing && <OrderEditModal order={editing} opened onClose={() => setEditing(null)} />}
        </>
      ),
      banner: <PendingApprovalsNotice />,
      toolbar: <DateRangeFilter search={search} onSearchChange={onSearchChange} />,
      selection: {
        selected: picked,
        onChange: setPicked,
        rowLabel: (o: Order) => `Select order #${o.number}`,
        allLabel: "Select all orders on this page",
      },
      bulkBar: <BulkActions picked={picked} onClear={() => setPicked([])} />,
      // Spec §2 Orders table: Order ID, Customer, Product, Status, Date, Actions. On a phone it
      // keeps who, status and actions; the rest is one tap away in the details.
      columns: [
        {
          accessor: "id",
          title: "Order ID",
          visibleMediaQuery: WIDE,
          render: (o: Order) => (
            <Stack gap={2}>
              <AnchorLink
                to="/admin/orders/$number"
                params={{ number: String(o.number) }}
                size="sm"
                fw={700}
                aria-label={`Open order #${o.number}`}
              >
                #{o.number}
              </AnchorLink>
              <Code fz="xs">{shortOrderId(o.id)}</Code>
            </Stack>
          ),
        },
        {
          accessor: "customer",
          title: "Customer",
          sortable: true,
          render: (o: Order) => (
            <NameCell
              name={customerLabel(o)}
              sub={o.customer_name ? o.customer_email : undefined}
              maw={{ base: 96, sm: 260 }}
            />
          ),
        },
        {
          accessor: "product",
          title: "Product",
          visibleMediaQuery: WIDE,
          render: (o: Order) => <TwoLineCell main={productLabel(o)} sub={formatMoney(o.total)} miw={170} />,
        },
        {
          accessor: "status",
          title: "Status",
          sortable: true,
          render: (o: Order) => (
            <Select
              aria-label={`Status of order ${shortOrderId(o.id)}`}
              data={statusOptionsFor([o.fulfilment])}
              value={o.status}
              onChange={(value) =>
                value && value !== o.status && mutations.setStatus(o.id, value as OrderStatus)
              }
              disabled={mutations.isUpdating(o.id)}
              allowDeselect={false}
              size="xs"
              // "Ready for pickup" on a phone's row beside the customer and the buttons: a narrow
              // chevron, an ellipsis if a font runs wide, and a menu as wide as its words.
              w={{ base: 124, sm: 160 }}
              rightSectionWidth={18}
              styles={{ input: { paddingInline: "6px 18px", textOverflow: "ellipsis" } }}
              comboboxProps={{ withinPortal: true, width: "max-content" }}
            />
          ),
        },
        {
          accessor: "payment_state",
          title: "Payment",
          visibleMediaQuery: WIDE,
          render: (o: Order) => <PaymentBadge state={o.payment_state} />,
        },
        // The date wraps after its comma, so Payment fits beside it on a laptop.
        dateColumn<Order>({ visibleMediaQuery: WIDE }),
        actionsColumn((o: Order) => (
          <RowActions
            actions={[
              // Wide screens open the page from the order number and keep the quick look; a phone,
              // without the number's column, opens the page from here.
              wide
                ? {
                    label: "View details",
                    name: `View order ${shortOrderId(o.id)}`,
                    icon: IconEye,
                    onClick: () => setViewing(o),
                  }
                : {
                    label: "Open order page",
                    name: `Open the page of order #${o.number}`,
                    icon: IconArrowRight,
                    onClick: () =>
                      void navigate({ to: "/admin/orders/$number", params: { number: String(o.number) } }),
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
