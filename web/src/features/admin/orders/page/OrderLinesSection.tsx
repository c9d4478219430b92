import { Group, Stack, Table, Text } from "@mantine/core";
import { printedAs } from "@store/db/catalogue";
import { exemptionWords, salesTaxLabel } from "../../../orders/tax-words";
import { Section } from "../../proofs/Section";
import { formatMoney } from "../../shared/format";
import { OrderItemRows } from "../OrderItemRows";
import classes from "./OrderPage.module.css";
import type { OrderPageOrder } from "./order-page-data";

const lineTotal = (unitPrice: number, quantity: number) => (Math.round(unitPrice * 100) * quantity) / 100;

/** What was ordered, at the prices fixed when it was ordered, the totals, what is paid and owed. */
export function OrderLinesSection({ order }: { order: OrderPageOrder }) {
  return (
    <Section id="order-lines" title="Items">
      <Table verticalSpacing="xs" aria-labelledby="order-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th visibleFrom="sm">Size</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right" visibleFrom="sm" style={{ whiteSpace: "nowrap" }}>
              Unit price
            </Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: "nowrap" }}>
              Line total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <OrderItemRows items={order.items}>
          {(item) => (
            <>
              <Table.Td className={classes.wrap}>
                {item.product_name || "Product not found"}
                {printedAs(item.print_name, item.print_number) && (
                  <Text size="sm" fw={600} className={classes.meta} data-testid="printed-as">
                    Print: {printedAs(item.print_name, item.print_number)}
                  </Text>
                )}
                {/* On a phone the size and unit price sit under the name. */}
                <Text size="xs" hiddenFrom="sm" className={classes.meta}>
                  {item.size ? `Size ${item.size} · ` : ""}
                  {formatMoney(item.unit_price)} each
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{item.size ?? "—"}</Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {formatMoney(item.unit_price)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(lineTotal(item.unit_price, item.quantity))}</Table.Td>
            </>
          )}
        </OrderItemRows>
      </Table>
      <Stack gap={4} mt="sm" ml="auto" maw={320}>
        <Amount label="Subtotal" value={formatMoney(order.subtotal)} />
        {order.fulfilment === "delivery" && (
          <Amount
            label="Delivery"
            value={order.delivery_fee === 0 ? "Free" : formatMoney(order.delivery_fee)}
          />
        )}
        <Amount
          label={salesTaxLabel(order)}
          value={order.exemption ? `Exempt: ${exemptionWords(order.exemption)}` : formatMoney(order.tax)}
          testId="order-tax"
        />
        <Amount label="Total" value={formatMoney(order.total)} strong />
        <Amount label="Amount paid" value={formatMoney(order.amount_paid)} testId="amount-paid" />
        <Amount label="Balance due" value={formatMoney(order.balance)} strong testId="balance-due" />
        {order.refund_owed > 0 && (
          <Amount label="Refund owed" value={formatMoney(order.refund_owed)} strong testId="refund-owed" />
        )}
      </Stack>
    </Section>
  );
}

function Amount({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" gap="md">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
