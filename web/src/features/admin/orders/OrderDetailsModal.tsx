import { Badge, Code, Group, Modal, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { DetailField } from "../shared/DetailField";
import { formatDateTime, formatMoney } from "../shared/format";
import { LastChange } from "../shared/LastChange";
import type { Order } from "./OrdersTable";
import { customerLabel, statusMeta } from "./order-labels";

/** One order in full: its whole id, customer, status, dates and every line with the total. */
export function OrderDetailsModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title="Order Details"
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {order && (
        <Stack gap="md">
          <DetailField label="Order ID">
            <Code fz="sm">{order.id}</Code>
          </DetailField>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label="Customer">{customerLabel(order)}</DetailField>
            <DetailField label="Email">{order.customer_email || "Unknown"}</DetailField>
            <DetailField label="Status">
              <Badge color={statusMeta[order.status].color} variant="dot" size="lg">
                {statusMeta[order.status].label}
              </Badge>
            </DetailField>
            <DetailField label="Ordered">{formatDateTime(order.created_at)}</DetailField>
          </SimpleGrid>
          <div>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4} style={{ letterSpacing: "0.05em" }}>
              Items
            </Text>
            <Table.ScrollContainer minWidth={420}>
              <Table striped withTableBorder verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th ta="right">Qty</Table.Th>
                    <Table.Th ta="right">Unit price</Table.Th>
                    <Table.Th ta="right">Line total</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.items.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={4}>Product not found</Table.Td>
                    </Table.Tr>
                  ) : (
                    order.items.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td>{item.product_name || "Product not found"}</Table.Td>
                        <Table.Td ta="right">{item.quantity}</Table.Td>
                        <Table.Td ta="right">{formatMoney(item.unit_price)}</Table.Td>
                        <Table.Td ta="right">{formatMoney((item.unit_price ?? 0) * item.quantity)}</Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="flex-end" mt="xs">
              <Text fw={700}>Total {formatMoney(order.total)}</Text>
            </Group>
          </div>
          <LastChange entity="order" entityId={order.id} />
        </Stack>
      )}
    </Modal>
  );
}
