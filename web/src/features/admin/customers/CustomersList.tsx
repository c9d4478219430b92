import { Badge, Box, Group, Text } from "@mantine/core";
import type { CustomerListItem } from "@store/api/contracts";
import { IconUserOff } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { AnchorLink } from "../../product/AnchorLink";
import { dateColumn, NameCell, TwoLineCell, WIDE } from "../list/cells";
import { defineAdminList } from "../list/define-admin-list";
import { emptyStates } from "../list/empty-states";
import { OpenRowLink } from "../list/OpenRowLink";
import { actionsColumn } from "../list/RowActions";
import { adminScreens } from "../shared/admin-links";
import { formatCount, formatDateTime, formatMoney } from "../shared/format";
import { customersData } from "./customers-data";

const VERY_WIDE = "(min-width: 88em)";

/** "Nov 23, 2026, 12:28 PM" → "Nov 23, 2026". */
export const dayOf = (iso: string) => {
  const text = formatDateTime(iso);
  const at = text.lastIndexOf(", ");
  return at === -1 ? text : text.slice(0, at);
};

/** Whether the address has signed in: an account, or a guest who only ordered. */
export function AccountBadge({ hasAccount }: { hasAccount: boolean }) {
  return hasAccount ? (
    <Badge variant="dot" color="teal" size="sm">
      Account
    </Badge>
  ) : (
    <Badge variant="dot" color="gray" size="sm">
      Guest
    </Badge>
  );
}

/**
 * Customer, E-mail, Phone, Orders, Spent / Paid, Last order, Since, Actions. On a phone the table
 * keeps the customer (its name opens the record) and what they spent; the rest is on the record's page.
 */
const columns: DataTableColumn<CustomerListItem>[] = [
  {
    accessor: "name",
    title: "Customer",
    sortable: true,
    render: (c) => (
      <Group gap="xs" wrap="nowrap">
        <NameCell
          name={
            // On a phone the name is the way in (the actions column is hidden there).
            <AnchorLink to="/admin/customers/$id" params={{ id: c.id }} inherit c="inherit">
              {c.name ?? "No name given"}
            </AnchorLink>
          }
          sub={c.email}
          maw={{ base: 170, sm: 240 }}
        />
        <Box visibleFrom="sm">
          <AccountBadge hasAccount={c.has_account} />
        </Box>
      </Group>
    ),
  },
  {
    accessor: "email",
    title: "E-mail",
    sortable: true,
    visibleMediaQuery: VERY_WIDE,
    render: (c) => (
      <Text size="sm" truncate="end" maw={220} title={c.email}>
        {c.email}
      </Text>
    ),
  },
  {
    accessor: "phone",
    title: "Phone",
    noWrap: true,
    visibleMediaQuery: WIDE,
    render: (c) => c.phone ?? "—",
  },
  {
    accessor: "orders",
    title: "Orders",
    sortable: true,
    textAlign: "right",
    visibleMediaQuery: WIDE,
    render: (c) => formatCount(c.orders),
  },
  {
    accessor: "total_spent",
    title: "Spent / Paid",
    sortable: true,
    textAlign: "right",
    noWrap: true,
    render: (c) => (
      <TwoLineCell
        main={formatMoney(c.total_spent)}
        sub={`Paid ${formatMoney(c.amount_paid)}`}
        align="flex-end"
      />
    ),
  },
  {
    accessor: "last_order_at",
    title: "Last Order",
    sortable: true,
    noWrap: true,
    visibleMediaQuery: WIDE,
    render: (c) => (c.last_order_at ? dayOf(c.last_order_at) : "—"),
  },
  dateColumn({
    title: "Since",
    noWrap: true,
    visibleMediaQuery: VERY_WIDE,
    render: (c) => dayOf(c.created_at),
  }),
  {
    ...actionsColumn<CustomerListItem>((c) => (
      <OpenRowLink
        to="/admin/customers/$id"
        params={{ id: c.id }}
        aria-label={`Open the record of ${c.name ?? c.email}`}
      />
    )),
    visibleMediaQuery: WIDE,
  },
];

/** Customer records (decision 052): one per e-mail address, searched, sorted and paged by the server. */
export const customersList = defineAdminList({
  data: customersData,
  screen: adminScreens.customers,
  searchBox: { label: "Search customers", placeholder: "Search name or email..." },
  table: {
    label: "Customers",
    empty: emptyStates(
      IconUserOff,
      (search) => search.search,
      { title: "No customers found", text: "No customer's name or e-mail matches this search." },
      { title: "No Customers Yet", text: "A record is made by a customer's first order or sign-in." },
    ),
  },
  failure: { prefix: "Error fetching customers", retryLabel: "Try Again" },
  useView: () => ({ columns }),
});
