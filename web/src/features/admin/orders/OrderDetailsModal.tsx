import { Badge, Button, Code, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { TableHead } from "../../../ui/tables/TableHead";
import { salesTaxLabel } from "../../orders/tax-words";
import { DetailsModal } from "../list/DetailsModal";
import { DetailField } from "../shared/DetailField";
import { formatDateTime, formatMoney } from "../shared/format";
import { LastChange } from "../shared/LastChange";
import { canEditOrder } from "./edit/edit-form";
import { OrderItemRows } from "./OrderItemRows";
import type { Order } from "./OrdersList";
import { customerLabel, orderStatusMeta } from "./order-labels";

/** One order in full: number and id, contact, fulfilment, status, dates, every line and the totals. */
export function OrderDetailsModal({
  order,
  onClose,
  onEdit,
}: {
  order: Order | null;
  onClose: () => void;
  /** Opens the order's edit form; offered while the order can still be changed. */
  onEdit?: (order: Order) => void;
}) {
  return (
    <DetailsModal row={order} onClose={onClose} title="Order Details">
      {(order) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label="Order Number">#{order.number}</DetailField>
            <DetailField label="Order ID">
              <Code fz="sm">{order.id}</Code>
            </DetailField>
            <DetailField label="Customer">{customerLabel(order)}</DetailField>
            <DetailField label="Email">{order.customer_email || "Unknown"}</DetailField>
            <DetailField label="Phone">{order.customer_phone ?? "Not given"}</DetailField>
            <DetailField label="Fulfilment">
              {order.fulfilment === "delivery" && order.delivery_address ? (
                <>
                  Delivery to {order.delivery_address.line1}
                  {order.delivery_address.line2 ? `, ${order.delivery_address.line2}` : ""},{" "}
                  {order.delivery_address.city}, {order.delivery_address.state} {order.delivery_address.zip}
                </>
              ) : (
                "Pickup in store"
              )}
            </DetailField>
            <DetailField label="Status">
              <Badge color={orderStatusMeta(order).color} variant="dot" size="lg">
                {orderStatusMeta(order).label}
              </Badge>
            </DetailField>
            <DetailField label="Ordered">{formatDateTime(order.created_at)}</DetailField>
          </SimpleGrid>
          {order.note && <DetailField label="Customer's note">{order.note}</DetailField>}
          <div>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4} style={{ letterSpacing: "0.05em" }}>
              Items
            </Text>
            <Table.ScrollContainer minWidth={420}>
              <Table striped withTableBorder verticalSpacing="xs">
                <TableHead
                  columns={[
                    "Product",
                    "Size",
                    { label: "Qty", ta: "right" },
                    { label: "Unit price", ta: "right" },
                    { label: "Line total", ta: "right" },
                  ]}
                />
                <OrderItemRows items={order.items}>
                  {(item) => (
                    <>
                      <Table.Td>{item.product_name || "Product not found"}</Table.Td>
                      <Table.Td>{item.size ?? "—"}</Table.Td>
                      <Table.Td ta="right">{item.quantity}</Table.Td>
                      <Table.Td ta="right">{formatMoney(item.unit_price)}</Table.Td>
                      <Table.Td ta="right">{formatMoney((item.unit_price ?? 0) * item.quantity)}</Table.Td>
                    </>
                  )}
                </OrderItemRows>
              </Table>
            </Table.ScrollContainer>
            <Stack gap={2} mt="xs" align="flex-end">
              <Text size="sm">Subtotal {formatMoney(order.subtotal)}</Text>
              {order.fulfilment === "delivery" && (
                <Text size="sm">
                  Delivery {order.delivery_fee === 0 ? "free" : formatMoney(order.delivery_fee)}
                </Text>
              )}
              <Text size="sm">
                {salesTaxLabel(order)} {order.exemption ? "exempt" : formatMoney(order.tax)}
              </Text>
              <Text fw={700}>Total {formatMoney(order.total)}</Text>
            </Stack>
          </div>
          <LastChange entity="order" entityId={order.id} />
          {onEdit && canEditOrder(order) && (
            <Group justify="flex-end">
              <Button leftSection={<IconPencil size={16} />} onClick={() => onEdit(order)}>
                Edit order
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </DetailsModal>
  );
}
