import { Badge, Group, List, Stack, Table, Text } from "@mantine/core";
import type { CoachPage } from "@store/api/contracts";
import { TableHead } from "../../ui/tables/TableHead";
import { CoachCard } from "./CoachCard";
import classes from "./coach.module.css";
import { lineWords, paymentWords } from "./coach-words";

type Order = CoachPage["ordered"][number];

function PaymentBadge({ order, mode }: { order: Order; mode: string }) {
  const payment = paymentWords(order, mode);
  return (
    <Badge
      color={payment.color}
      variant="dot"
      style={{ flexShrink: 0, maxWidth: "none" }}
      styles={{ label: { overflow: "visible", textOverflow: "clip" } }}
    >
      {payment.label}
    </Badge>
  );
}

function Items({ order }: { order: Order }) {
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {order.items.map((line, index) => (
        // Lines have no id of their own here; their order in the answer is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <List.Item key={index}>{lineWords(line)}</List.Item>
      ))}
    </List>
  );
}

const orderCaption = (order: Order) =>
  `Order #${order.order_number}${order.batch === 2 ? " · late order" : ""}`;

/** On a phone: one block per order, the player and payment on top, the items under them. */
function OrderedStack({ page }: { page: CoachPage }) {
  return (
    <Stack
      gap={0}
      hiddenFrom="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-labelledby="ordered-heading"
    >
      {page.ordered.map((order) => (
        <li key={order.order_number} className={classes.orderBlock}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600}>{order.player_name}</Text>
              <Text size="xs" c="dimmed">
                {orderCaption(order)}
              </Text>
            </div>
            <PaymentBadge order={order} mode={page.payment_mode} />
          </Group>
          <Items order={order} />
        </li>
      ))}
    </Stack>
  );
}

/** Who has ordered: a row per order with the player, every item (size, name, number) and paid or not. */
export function OrderedTable({ page }: { page: CoachPage }) {
  return (
    <CoachCard headingId="ordered-heading" title={`Who has ordered (${page.ordered.length})`} titleMb="sm">
      {page.ordered.length === 0 ? (
        <Text c="dimmed">No orders yet.</Text>
      ) : (
        <>
          <OrderedStack page={page} />
          <Table
            verticalSpacing="sm"
            striped
            aria-labelledby="ordered-heading"
            data-testid="coach-ordered"
            visibleFrom="sm"
          >
            <TableHead columns={["Player", "Items", "Payment"]} scope="col" />
            <Table.Tbody>
              {page.ordered.map((order) => (
                <Table.Tr key={order.order_number}>
                  <Table.Td>
                    <Text fw={600}>{order.player_name}</Text>
                    <Text size="xs" c="dimmed">
                      {orderCaption(order)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Items order={order} />
                  </Table.Td>
                  <Table.Td>
                    <PaymentBadge order={order} mode={page.payment_mode} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </CoachCard>
  );
}
