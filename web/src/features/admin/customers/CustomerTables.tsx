import { Badge, Table, type TableThProps, Text } from "@mantine/core";
import type { CustomerDetail, CustomerOrder } from "@store/api/contracts";
import { type DesignStatus, designStatuses } from "@store/db/catalogue";
import type { ReactNode } from "react";
import { DesignStatusBadge } from "../../design-records/DesignStatusBadge";
import { AnchorLink } from "../../product/AnchorLink";
import { orderStatusMeta } from "../orders/order-labels";
import { methodWithReference } from "../orders/page/payment-labels";
import { formatMoney } from "../shared/format";
import { ScrollTable } from "../team-stores/ScrollTable";
import { dayOf } from "./CustomersList";

// Grey that reads at 4.5:1 in both schemes, for "none yet" lines.
export const QUIET = { color: "light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))" };

const None = ({ children }: { children: string }) => (
  <Text size="sm" style={QUIET}>
    {children}
  </Text>
);

interface Column<T> {
  head: string;
  ta?: TableThProps["ta"];
  cell: (row: T) => ReactNode;
}

/** One of the record's lists as a striped table, or the line that says it has none. */
function RecordTable<T extends { id: string }>({
  label,
  minWidth,
  none,
  rows,
  rowKey = (row) => row.id,
  columns,
}: {
  label: string;
  minWidth: number;
  none: string;
  rows: T[];
  /** The row's key, when its `id` alone is not unique. */
  rowKey?: (row: T) => string;
  columns: Column<T>[];
}) {
  if (rows.length === 0) return <None>{none}</None>;
  return (
    <ScrollTable label={label} minWidth={minWidth}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.head} ta={c.ta}>
                {c.head}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.head} ta={c.ta}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function OrderStatus({ order }: { order: Pick<CustomerOrder, "status" | "fulfilment"> }) {
  const meta = orderStatusMeta(order);
  return (
    <Badge color={meta.color} variant="dot" size="sm">
      {meta.label}
    </Badge>
  );
}

const OrderLink = ({ number }: { number: number }) => (
  <AnchorLink to="/admin/orders/$number" params={{ number: String(number) }} fw={600} size="sm">
    #{number}
  </AnchorLink>
);

const orderColumn: Column<{ number: number }> = {
  head: "Order",
  cell: (o) => <OrderLink number={o.number} />,
};
const statusColumn: Column<CustomerOrder> = { head: "Status", cell: (o) => <OrderStatus order={o} /> };

export function OrdersTable({ orders }: { orders: CustomerOrder[] }) {
  return (
    <RecordTable
      label="Order list"
      minWidth={560}
      none="No orders yet."
      rows={orders}
      columns={[
        orderColumn,
        { head: "Date", cell: (o) => dayOf(o.created_at) },
        statusColumn,
        { head: "Total", ta: "right", cell: (o) => formatMoney(o.total) },
        { head: "Balance", ta: "right", cell: (o) => formatMoney(o.balance) },
        { head: "Team store", cell: (o) => o.team_store?.team_name ?? "—" },
      ]}
    />
  );
}

export function TeamStoreOrdersTable({ orders }: { orders: CustomerOrder[] }) {
  return (
    <RecordTable
      label="Team-store order list"
      minWidth={480}
      none="No team-store orders."
      rows={orders}
      columns={[
        {
          head: "Team store",
          cell: (o) =>
            o.team_store && (
              <AnchorLink to="/admin/team-stores/$id" params={{ id: o.team_store.id }} size="sm">
                {o.team_store.team_name}
              </AnchorLink>
            ),
        },
        { head: "Player", cell: (o) => o.player_name ?? "—" },
        orderColumn,
        statusColumn,
      ]}
    />
  );
}

const asDesignStatus = (status: string) =>
  designStatuses.find((s) => s === status) as DesignStatus | undefined;

type Request = CustomerDetail["requests"][number];

export function RequestsTable({ customer }: { customer: CustomerDetail }) {
  const reference = (r: Request) =>
    r.kind === "quote" ? (
      <AnchorLink to="/admin/quotes/$id" params={{ id: r.id }} size="sm" fw={600}>
        {r.reference}
      </AnchorLink>
    ) : (
      <AnchorLink
        to="/admin/custom-artwork-submissions"
        search={{ search: customer.email }}
        size="sm"
        fw={600}
      >
        {r.reference}
      </AnchorLink>
    );
  return (
    <RecordTable
      label="Request list"
      minWidth={440}
      none="No quotes or artwork requests."
      rows={customer.requests}
      rowKey={(r) => `${r.kind}-${r.id}`}
      columns={[
        {
          head: "Request",
          cell: (r) => (
            <>
              {reference(r)}
              {r.kind === "quote" && (
                <Text size="xs" style={QUIET}>
                  {r.team_name}
                </Text>
              )}
            </>
          ),
        },
        {
          head: "Status",
          cell: (r) => {
            const status = asDesignStatus(r.status);
            return status ? <DesignStatusBadge status={status} size="sm" /> : r.status;
          },
        },
        { head: "Date", cell: (r) => dayOf(r.created_at) },
      ]}
    />
  );
}

type Payment = CustomerDetail["payments"][number];

const amountCell = (p: Payment) => (
  <>
    {p.reversed_at ? (
      <Text size="sm" td="line-through" title="Reversed" component="span">
        {formatMoney(p.amount)}
      </Text>
    ) : (
      formatMoney(p.amount)
    )}
    {p.reversed_at && (
      <Text size="xs" style={QUIET}>
        Reversed
      </Text>
    )}
  </>
);

export function PaymentsTable({ payments }: { payments: CustomerDetail["payments"] }) {
  return (
    <RecordTable
      label="Payment list"
      minWidth={440}
      none="No payments recorded."
      rows={payments}
      columns={[
        { head: "Date", cell: (p) => dayOf(p.created_at) },
        { head: "Order", cell: (p) => <OrderLink number={p.order_number} /> },
        { head: "Method", cell: (p) => methodWithReference(p.method, p.reference) },
        { head: "Amount", ta: "right", cell: amountCell },
      ]}
    />
  );
}
