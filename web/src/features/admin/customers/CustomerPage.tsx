import { Alert, Button, Group, SimpleGrid, Stack } from "@mantine/core";
import {
  IconArrowsJoin,
  IconCash,
  IconInfoCircle,
  IconReceipt,
  IconScale,
  IconShirt,
} from "@tabler/icons-react";
import { useParams } from "@tanstack/react-router";
import { useState } from "react";
import { AnchorLink } from "../../product/AnchorLink";
import { StatTiles } from "../list/StatTiles";
import { Section } from "../proofs/Section";
import { BackToList } from "../shared/BackToList";
import { DetailField } from "../shared/DetailField";
import { formatCount, formatMoney } from "../shared/format";
import { PageHeader } from "../shared/PageHeader";
import { RecordPending } from "../shared/RecordPending";
import { CustomerExemptions } from "../tax-exemptions/CustomerExemptions";
import { AccountBadge, dayOf } from "./CustomersList";
import { OrdersTable, PaymentsTable, RequestsTable, TeamStoreOrdersTable } from "./CustomerTables";
import { useCustomer } from "./customers-data";
import { MergeCustomerModal } from "./MergeCustomerModal";

const BackLink = () => <BackToList to="/admin/customers">All customers</BackToList>;

/** One customer record: contact and account, totals, orders, requests and payments, and merging. */
export function CustomerPage({ id }: { id: string }) {
  const query = useCustomer(id);
  const [merging, setMerging] = useState(false);
  const customer = query.data;

  if (!customer) {
    return (
      <>
        <BackLink />
        <RecordPending query={query} what="the customer" />
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
        <CustomerExemptions customerId={customer.id} merged={customer.merged_into !== null} />
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
