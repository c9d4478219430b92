import { Alert, Anchor, Button, Card, Group, List, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconShoppingCartPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { describeFailure, serverMessage } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { AnchorLink } from "../../product/AnchorLink";
import { ErrorBox } from "../shared/ErrorBox";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import { formatMoney } from "../shared/format";

/** Where each product's blanks are mapped (the Blanks screen of the suppliers' work, issue 42). */
const BLANKS_ADDRESS = "/admin/blanks";

export interface WhatToOrderSearch {
  /** "<team store id>:<batch>", several separated by commas. */
  batch?: string;
  /** Order ids separated by commas. */
  orders?: string;
}

const batchesOf = (text: string | undefined) =>
  (text ?? "")
    .split(",")
    .map((pair) => pair.split(":"))
    .filter((p): p is [string, string] => p.length === 2 && Boolean(p[0]) && /^\d+$/.test(p[1] ?? ""))
    .map(([store_id, batch]) => ({ store_id, batch: Number(batch) }));

/**
 * What to order (/admin/purchase-orders/new?batch=<store id>:<n> or ?orders=<ids>): the pieces the
 * batches and orders need less the shelf and what is on order, by supplier, the unmapped first;
 * "Create purchase orders" drafts one per supplier (and reserves the shelf).
 */
export function WhatToOrderScreen() {
  const search = useSearch({ strict: false }) as WhatToOrderSearch;
  const batches = batchesOf(search.batch);
  const orderIds = (search.orders ?? "").split(",").filter(Boolean);
  const named = batches.length + orderIds.length > 0;
  const need = useQuery({
    ...trpc.purchaseNeed.read.queryOptions({
      ...(batches.length ? { batches: batches.map((b) => `${b.store_id}:${b.batch}`).join(",") } : {}),
      ...(orderIds.length ? { ids: orderIds.join(",") } : {}),
    }),
    enabled: named,
  });
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.purchaseOrders.create.mutationOptions({
      onSuccess: (made) => {
        void queryClient.invalidateQueries({ queryKey: trpc.purchaseNeed.read.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.purchaseOrders.list.queryKey() });
        notifySuccess(made.message);
      },
      onError: (error) =>
        notifyFailure(serverMessage(error) ?? "Something went wrong. Try again.", "Not created"),
    }),
  );

  return (
    <Stack gap="lg">
      <AnchorLink to="/admin/purchase-orders" size="sm">
        ← All purchase orders
      </AnchorLink>
      <div>
        <Title order={1} fz={{ base: 26, md: 32 }}>
          What to order
        </Title>
        <Text c="dimmed">
          The pieces to decorate, less the shelf stock that can be used and what is already on order, by
          supplier.
        </Text>
      </div>
      {!named ? (
        <Alert color="yellow" variant="light">
          Open this page from a batch's "Order blanks" button on the Production screen.
        </Alert>
      ) : need.data ? (
        <>
          <Text fw={600}>For {need.data.sources.map((s) => s.label).join(", ")}</Text>
          {need.data.unmapped.length > 0 && (
            <Alert color="red" variant="light" title="Map these first">
              <Text size="sm" mb="xs">
                These have no supplier blank, so nothing can be ordered yet.{" "}
                <Anchor href={BLANKS_ADDRESS} underline="always">
                  Map them in Blanks
                </Anchor>
                , then come back.
              </Text>
              <List size="sm">
                {need.data.unmapped.map((u) => (
                  <List.Item key={`${u.product_id}-${u.size}`}>
                    {u.product_name} {u.size || "(one size)"}: {u.pieces} pieces · {u.why}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {need.data.suppliers.map((supplier) => (
            <Card
              key={supplier.supplier_id}
              withBorder
              component="section"
              aria-label={supplier.supplier_name}
            >
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="lg">
                  {supplier.supplier_name}
                </Title>
                <Text size="sm">
                  {supplier.to_order} to order · {formatMoney(supplier.cost)}
                </Text>
              </Group>
              <Table.ScrollContainer minWidth={760}>
                <Table striped verticalSpacing="xs" aria-label={`Need from ${supplier.supplier_name}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Product</Table.Th>
                      <Table.Th>Size</Table.Th>
                      <Table.Th>Style · colour</Table.Th>
                      <Table.Th>SKU</Table.Th>
                      <Table.Th ta="right">Pieces</Table.Th>
                      <Table.Th ta="right">From stock</Table.Th>
                      <Table.Th ta="right">On order</Table.Th>
                      <Table.Th ta="right">To order</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {supplier.lines.map((l) => (
                      <Table.Tr key={`${l.product_id}-${l.size}`}>
                        <Table.Td>{l.product_name}</Table.Td>
                        <Table.Td>{l.size || "One size"}</Table.Td>
                        <Table.Td>
                          {l.style_number} · {l.color_name}
                        </Table.Td>
                        <Table.Td>{l.sku}</Table.Td>
                        <Table.Td ta="right">{l.pieces}</Table.Td>
                        <Table.Td ta="right">{l.from_stock}</Table.Td>
                        <Table.Td ta="right">{l.on_order}</Table.Td>
                        <Table.Td ta="right" fw={700}>
                          {l.to_order}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          ))}
          {create.data && create.data.purchase_orders.length > 0 ? (
            <Alert color="green" variant="light" title="Drafted">
              <List size="sm">
                {create.data.purchase_orders.map((po) => (
                  <List.Item key={po.id}>
                    <AnchorLink to="/admin/purchase-orders/$id" params={{ id: po.id }}>
                      {po.po_number}
                    </AnchorLink>{" "}
                    · {po.supplier_name} · {po.pieces} pieces
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : (
            <Group>
              <Button
                size="md"
                leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
                disabled={need.data.unmapped.length > 0}
                loading={create.isPending}
                onClick={() => create.mutate({ batches, order_ids: orderIds })}
              >
                Create purchase orders
              </Button>
              {need.data.unmapped.length > 0 && (
                <Text size="sm" c="dimmed">
                  Map the products above first.
                </Text>
              )}
            </Group>
          )}
        </>
      ) : need.isError ? (
        <ErrorBox
          message={describeFailure("Error working out what to order", need.error)}
          retryLabel="Try Again"
          onRetry={() => void need.refetch()}
        />
      ) : (
        <Skeleton h={240} radius="lg" aria-busy="true" aria-label="Working out what to order" />
      )}
    </Stack>
  );
}
