import { Button, Group, Select } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { listInput } from "../routing/list-search";
import { type OrderSearch, type OrderStatus, useOrderList } from "../routing/order-search";
import { ErrorBox } from "../shared/ErrorBox";
import { confirmDelete } from "../shared/feedback";
import { PageHeader } from "../shared/PageHeader";
import { SearchBox } from "../shared/SearchBox";
import { OrderDetailsModal } from "./OrderDetailsModal";
import { type Order, OrdersTable } from "./OrdersTable";
import { OrderTiles } from "./OrderTiles";
import { shortOrderId, statusOptions } from "./order-labels";
import { useOrderMutations } from "./use-order-mutations";

const exportHref = (search: OrderSearch) => {
  const { page: _p, page_size: _s, ...filter } = listInput(search);
  const query = new URLSearchParams(filter as Record<string, string>).toString();
  return `/api/orders/export${query ? `?${query}` : ""}`;
};

/** Spec §2 Admin Manage Orders: tiles, orders a page at a time, status changes and deletes. */
export function OrdersPage({
  search,
  onSearchChange,
}: {
  search: OrderSearch;
  onSearchChange: (patch: Partial<OrderSearch>) => void;
}) {
  const queryClient = useQueryClient();
  const list = useOrderList(search);
  const mutations = useOrderMutations();
  const [viewing, setViewing] = useState<Order | null>(null);

  const askDelete = (order: Order) =>
    confirmDelete({
      title: `Delete order ${shortOrderId(order.id)}`,
      question: "Are you sure you want to delete this order?",
      onConfirm: () => void mutations.remove(order.id),
    });

  return (
    <>
      <PageHeader
        title="Manage Orders"
        description="Every order with its customer and products; move each along as the work is done."
        actions={
          <Button
            component="a"
            href={exportHref(search)}
            download
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          >
            Export CSV
          </Button>
        }
      />
      <OrderTiles />
      <Group mb="sm" gap="sm">
        <SearchBox
          label="Search orders"
          placeholder="Search customer, order ID or product..."
          value={search.search}
          onChange={(text) => onSearchChange({ search: text, page: undefined })}
        />
        <Select
          aria-label="Filter by status"
          placeholder="All statuses"
          data={statusOptions}
          value={search.status ?? null}
          onChange={(value) =>
            onSearchChange({ status: (value as OrderStatus | null) ?? undefined, page: undefined })
          }
          clearable
          w={{ base: "100%", sm: 180 }}
        />
      </Group>
      {list.isError && !list.data ? (
        <ErrorBox
          message={describeFailure("Error fetching orders", list.error)}
          retryLabel="Retry"
          onRetry={() => void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() })}
        />
      ) : (
        <OrdersTable
          page={list.data}
          search={search}
          onSearchChange={onSearchChange}
          fetching={list.isFetching}
          isUpdating={mutations.isUpdating}
          onStatus={mutations.setStatus}
          onView={setViewing}
          onDelete={askDelete}
        />
      )}
      <OrderDetailsModal order={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
