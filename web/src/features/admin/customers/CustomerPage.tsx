import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Table, Text } from "@mantine/core";
import type { CustomerDetail, CustomerOrder } from "@store/api/contracts";
import { type DesignStatus, designStatuses } from "@store/db/catalogue";
import {
  IconArrowLeft,
  IconArrowsJoin,
  IconCash,
  IconInfoCircle,
  IconReceipt,
  IconScale,
  IconShirt,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { DesignStatusBadge } from "../../design-records/DesignStatusBadge";
import { AnchorLink } from "../../product/AnchorLink";
import { StatTiles } from "../list/StatTiles";
import { orderStatusMeta } from "../orders/order-labels";
import { Section } from "../proofs/Section";
import { DetailField } from "../shared/DetailField";
import { ErrorBox } from "../shared/ErrorBox";
import { formatCount, formatMoney } from "../shared/format";
import { PageHeader } from "../shared/PageHeader";
import { ScrollTable } from "../team-stores/ScrollTable";
import { AccountBadge, dayOf } from "./CustomersList";
import { useCustomer } from "./customers-data";
import { MergeCustomerModal } from "./MergeCustomerModal";

// Grey that reads at 4.5:1 in both schemes, for "none yet" lines.
const QUIET = { color: "light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))" };

const BackLink = () => (
  <Anchor component={Link} to="/admin/customers" size="sm" display="inline-flex" mb="sm" style={{ gap: 4 }}>
    <IconArrowLeft size={16} aria-hidden="true" style={{ marginTop: 2 }} />
    All customers
  </Anchor>
);

const None = ({ children }: { children: string }) => (
  <Text size="sm" style={QUIET}>
    {children}
  </Text>
);

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

function OrdersTable({ orders }: { orders: CustomerOrder[] }) {
  if (orders.length === 0) return <None>No orders yet.</None>;
  return (
    <ScrollTable label="Order list" minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Team store</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <OrderLink number={o.number} />
              </Table.Td>
              <Table.Td>{dayOf(o.created_at)}</Table.Td>
              <Table.Td>
                <OrderStatus order={o} />
              </Table.Td>
              <Table.Td ta="right">{formatMoney(o.total)}</Table.Td>
              <Table.Td ta="right">{formatMoney(o.balance)}</Table.Td>
              <Table.Td>{o.team_store?.team_name ?? "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function TeamStoreOrdersTable({ orders }: { orders: CustomerOrder[] }) {
  if (orders.length === 0) return <None>No team-store orders.</None>;
  return (
    <ScrollTable label="Team-store order list" minWidth={480}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team store</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                {o.team_store && (
                  <AnchorLink to="/admin/team-stores/$id" params={{ id: o.team_store.id }} size="sm">
                    {o.team_store.team_name}
                  </AnchorLink>
                )}
              </Table.Td>
              <Table.Td>{o.player_name ?? "—"}</Table.Td>
              <Table.Td>
                <OrderLink number={o.number} />
              </Table.Td>
              <Table.Td>
                <OrderStatus order={o} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

const asDesignStatus = (status: string) =>
  designStatuses.find((s) => s === status) as DesignStatus | undefined;

function RequestsTable({ customer }: { customer: CustomerDetail }) {
  if (customer.requests.length === 0) return <None>No quotes or artwork requests.</None>;
  return (
    <ScrollTable label="Request list" minWidth={440}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Request</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customer.requests.map((r) => {
            const status = asDesignStatus(r.status);
            return (
              <Table.Tr key={`${r.kind}-${r.id}`}>
                <Table.Td>
                  {r.kind === "quote" ? (
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
                  )}
                  {r.kind === "quote" && (
                    <Text size="xs" style={QUIET}>
                      {r.team_name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{status ? <DesignStatusBadge status={status} size="sm" /> : r.status}</Table.Td>
                <Table.Td>{dayOf(r.created_at)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

const methodWords: Record<CustomerDetail["payments"][number]["method"], string> = {
  cash: "Cash",
  check: "Check",
  card: "Card",
  invoice: "Invoice",
};

function PaymentsTable({ payments }: { payments: CustomerDetail["payments"] }) {
  if (payments.length === 0) return <None>No payments recorded.</None>;
  return (
    <ScrollTable label="Payment list" minWidth={440}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{dayOf(p.created_at)}</Table.Td>
              <Table.Td>
                <OrderLink number={p.order_number} />
              </Table.Td>
              <Table.Td>
                {methodWords[p.method]}
                {p.reference ? ` ${p.reference}` : ""}
              </Table.Td>
              <Table.Td ta="right">
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** One customer record: contact and account, totals, orders, requests and payments, and merging. */
export function CustomerPage({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const query = useCustomer(id);
  const [merging, setMerging] = useState(false);
  const customer = query.data;

  if (!customer) {
    return (
      <>
        <BackLink />
        {query.isError ? (
          <ErrorBox
            message={describeFailure("Error fetching the customer", query.error)}
            retryLabel="Try Again"
            onRetry={() =>
              void queryClient.invalidateQueries({ queryKey: trpc.customers.get.queryKey({ id }) })
            }
          />
        ) : (
          <Stack gap="md" aria-busy="true" aria-label="Loading the customer">
            <Skeleton h={40} w={240} />
            <Skeleton h={300} />
          </Stack>
        )}
      </>
    );
  }

  const title = customer.name ?? customer.email;
  return (
    <>
      <BackLink />
      <PageHeader
        title={title}
        description={[customer.email, customer.phone].filter(Boolean).join(" · ")}
        actions={
          customer.merged_into ? undefined : (
            <Button
              variant="default"
              leftSection={<IconArrowsJoin size={18} aria-hidden="true" />}
              onClick={() => setMerging(true)}
            >
              Merge with another record…
            </Button>
          )
        }
      />
      {customer.merged_into && (
        <Alert color="navy" icon={<IconInfoCircle aria-hidden="true" />} mb="lg" title="Merged away">
          This record was merged into{" "}
          <AnchorLink to="/admin/customers/$id" params={{ id: customer.merged_into.id }} fw={600} inherit>
            {customer.merged_into.email}
          </AnchorLink>
          . Its orders and requests are there now, and signing in with {customer.email} opens that record.
        </Alert>
      )}
      <StatTiles
        tiles={[
          { label: "Orders", value: customer.orders, icon: IconReceipt, color: "navy" },
          { label: "Total Spent", value: formatMoney(customer.total_spent), icon: IconCash, color: "green" },
          { label: "Balance Owed", value: formatMoney(customer.balance), icon: IconScale, color: "yellow" },
          { label: "Saved Players", value: customer.saved_players, icon: IconShirt, color: "teal" },
        ]}
      />
      <Stack gap="md">
        <Section id="customer-contact" title="Contact and account">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <DetailField label="E-mail">{customer.email}</DetailField>
            <DetailField label="Phone">{customer.phone ?? "—"}</DetailField>
            <DetailField label="Account">
              <Group gap="xs">
                <AccountBadge hasAccount={customer.has_account} />
                <span>
                  {customer.first_signed_in_at
                    ? `First signed in ${dayOf(customer.first_signed_in_at)}`
                    : "Has never signed in"}
                </span>
              </Group>
            </DetailField>
            <DetailField label="Customer since">{dayOf(customer.created_at)}</DetailField>
            <DetailField label="Paid so far">{formatMoney(customer.amount_paid)}</DetailField>
            <DetailField label="Saved addresses">{formatCount(customer.saved_addresses)}</DetailField>
            <DetailField label="Addresses merged into this record">
              {customer.merged_emails.length ? customer.merged_emails.map((m) => m.email).join("\n") : "None"}
            </DetailField>
          </SimpleGrid>
        </Section>
        <Section id="customer-orders" title="Orders">
          <OrdersTable orders={customer.orders_list} />
        </Section>
        <Section id="customer-team-orders" title="Team-store orders">
          <TeamStoreOrdersTable orders={customer.team_store_orders} />
        </Section>
        <Section id="customer-requests" title="Quotes and artwork requests">
          <RequestsTable customer={customer} />
        </Section>
        <Section id="customer-payments" title="Payments">
          <PaymentsTable payments={customer.payments} />
        </Section>
      </Stack>
      {merging && <MergeCustomerModal customer={customer} onClose={() => setMerging(false)} />}
    </>
  );
}

/** One customer record's page wired to its address (/admin/customers/<id>). */
export function CustomerPageScreen() {
  const { id } = useParams({ from: "/admin/_portal/customers/$id" });
  return <CustomerPage id={id} />;
}
