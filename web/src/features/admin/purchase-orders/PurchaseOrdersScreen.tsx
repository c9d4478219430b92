import { Group, Pagination, Select, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { AnchorLink } from "../../product/AnchorLink";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { formatDateTime, formatMoney } from "../shared/format";
import { PageHeader } from "../shared/PageHeader";
import { PoStatusBadge } from "./PoStatusBadge";
import {
  PO_PAGE_SIZE,
  type PoListFilter,
  type PoStatus,
  poStatusWords,
  usePurchaseOrders,
} from "./purchase-order-data";

const sortChoices = [
  { value: "created_at:desc", label: "Newest first" },
  { value: "created_at:asc", label: "Oldest first" },
  { value: "number:desc", label: "Number, high to low" },
  { value: "number:asc", label: "Number, low to high" },
  { value: "supplier:asc", label: "Supplier A–Z" },
  { value: "status:asc", label: "Status" },
];

/**
 * Purchase orders (/admin/purchase-orders): every order for blanks, a page at a time, filtered by
 * status and searched by number; each opens its page. New ones start from a batch's "Order blanks".
 */
export function PurchaseOrdersScreen() {
  const [filter, setFilter] = useState<PoListFilter>({ page: 1, sort: "created_at", dir: "desc" });
  const list = usePurchaseOrders(filter);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PO_PAGE_SIZE));
  const change = (next: Partial<PoListFilter>) => setFilter((f) => ({ ...f, page: 1, ...next }));

  return (
    <>
      <PageHeader
        title={adminScreens.purchaseOrders.label}
        description={adminScreens.purchaseOrders.description}
      />
      <Group gap="md" mb="md" align="flex-end">
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={Object.entries(poStatusWords).map(([value, w]) => ({ value, label: w.label }))}
          value={filter.status ?? null}
          onChange={(v) => change({ status: (v as PoStatus | null) ?? undefined })}
          w={200}
        />
        <TextInput
          label="PO number"
          placeholder="PO-1001"
          value={filter.search ?? ""}
          onChange={(e) => change({ search: e.currentTarget.value || undefined })}
          w={180}
        />
        <Select
          label="Sort"
          data={sortChoices}
          allowDeselect={false}
          value={`${filter.sort}:${filter.dir}`}
          onChange={(v) => {
            const [sort, dir] = (v ?? "created_at:desc").split(":") as [
              PoListFilter["sort"],
              PoListFilter["dir"],
            ];
            change({ sort, dir });
          }}
          w={220}
        />
      </Group>
      {list.data ? (
        <Stack gap="md">
          {list.data.items.length === 0 ? (
            <Text>
              No purchase orders{filter.status || filter.search ? " match" : " yet"}. Open a batch on the
              Production screen and choose "Order blanks" to draft them.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped verticalSpacing="sm" aria-label="Purchase orders">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Number</Table.Th>
                    <Table.Th>Supplier</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th ta="right">Pieces</Table.Th>
                    <Table.Th ta="right">Received</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th>Made</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((po) => (
                    <Table.Tr key={po.id}>
                      <Table.Td>
                        <AnchorLink to="/admin/purchase-orders/$id" params={{ id: po.id }} fw={600}>
                          {po.po_number}
                        </AnchorLink>
                      </Table.Td>
                      <Table.Td>{po.supplier_name}</Table.Td>
                      <Table.Td>
                        <PoStatusBadge status={po.status} />
                      </Table.Td>
                      <Table.Td ta="right">{po.pieces}</Table.Td>
                      <Table.Td ta="right">{po.received}</Table.Td>
                      <Table.Td ta="right">{formatMoney(po.total)}</Table.Td>
                      <Table.Td>{formatDateTime(po.created_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={filter.page}
              onChange={(page) => setFilter((f) => ({ ...f, page }))}
              aria-label="Pages of purchase orders"
            />
          )}
        </Stack>
      ) : list.isError ? (
        <ErrorBox
          message={describeFailure("Error fetching the purchase orders", list.error)}
          retryLabel="Try Again"
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Skeleton h={240} radius="lg" aria-busy="true" aria-label="Loading the purchase orders" />
      )}
    </>
  );
}
