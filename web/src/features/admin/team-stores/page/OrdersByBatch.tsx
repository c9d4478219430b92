import { Stack, Table, Text, Title } from "@mantine/core";
import { TableHead } from "../../../../ui/tables/TableHead";
import { AnchorLink } from "../../../product/AnchorLink";
import { PaymentBadge } from "../../orders/payment-labels";
import { Section } from "../../proofs/Section";
import { formatMoney } from "../../shared/format";
import { ScrollTable } from "../ScrollTable";
import type { StoreOrderRow } from "./page-types";

function BatchTable({ batch, rows }: { batch: number; rows: StoreOrderRow[] }) {
  const id = `store-batch-${batch}`;
  return (
    <section aria-labelledby={id}>
      <Title order={3} id={id} fz="md" mb={4}>
        {batch === 1 ? "Batch 1" : "Batch 2: late orders"} ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {batch === 1 ? "No orders yet." : "No late orders."}
        </Text>
      ) : (
        <ScrollTable label={`Batch ${batch} orders table`} minWidth={560}>
          <Table verticalSpacing={6} striped>
            <TableHead columns={["Player", "Order", "Items", { label: "Total", ta: "right" }, "Paid"]} />
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.number}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {row.player_name ?? "—"}
                    </Text>
                    {row.customer_name && row.customer_name !== row.player_name && (
                      <Text size="xs" c="dimmed">
                        {row.customer_name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <AnchorLink
                      to="/admin/orders/$number"
                      params={{ number: String(row.number) }}
                      size="sm"
                      fw={700}
                      aria-label={`Open order #${row.number}`}
                    >
                      #{row.number}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.items}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(row.total)}</Table.Td>
                  <Table.Td>
                    {row.status === "cancelled" ? (
                      <Text size="sm">Cancelled</Text>
                    ) : (
                      <PaymentBadge state={row.payment_state} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </section>
  );
}

/** The store's orders, batch 1 and the late orders of batch 2 apart, each opening its order page. */
export function OrdersByBatch({ rows, action }: { rows: StoreOrderRow[]; action?: React.ReactNode }) {
  const late = rows.filter((r) => r.batch === 2);
  return (
    <Section id="store-orders" title="Orders">
      <Stack gap="md">
        <BatchTable batch={1} rows={rows.filter((r) => r.batch === 1)} />
        {(late.length > 0 || action) && <BatchTable batch={2} rows={late} />}
        {action}
      </Stack>
    </Section>
  );
}
