import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { RouterOutputs } from "@store/api/contracts";
import { IconPackageOff, IconRepeat } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { ButtonLink } from "../../ui/links/ButtonLink";
import { OrderStatusBadge } from "../orders/OrderStatusBadge";
import { formatPrice } from "../shop/format";
import { ReorderModal } from "./ReorderModal";
import { EmptySection, SectionQuery } from "./SectionState";

export type AccountOrder = RouterOutputs["account"]["orders"][number];

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** The account's orders, newest first: status, what is owed, the team store, and Reorder. */
export function OrdersSection() {
  const orders = useQuery(trpc.account.orders.queryOptions());
  const [reordering, setReordering] = useState<AccountOrder | null>(null);
  return (
    <SectionQuery query={orders} label="orders">
      {(list) =>
        list.length === 0 ? (
          <EmptySection icon={IconPackageOff} title="No orders yet">
            Orders you place with this e-mail address show here, with their status.
          </EmptySection>
        ) : (
          <>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {list.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} onReorder={() => setReordering(order)} />
                </li>
              ))}
            </Stack>
            <ReorderModal order={reordering} onClose={() => setReordering(null)} />
          </>
        )
      }
    </SectionQuery>
  );
}

function OrderCard({ order, onReorder }: { order: AccountOrder; onReorder: () => void }) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card withBorder radius="lg" p="md" data-testid="account-order">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Group gap="xs">
            <Title order={2} fz={18}>
              Order #{order.number}
            </Title>
            <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} team={order.team_store} />
          </Group>
          <Text size="sm" c="dimmed">
            {day.format(new Date(order.created_at))} · {count} {count === 1 ? "item" : "items"}
          </Text>
          {order.team_store && (
            <Text size="sm" mt={4}>
              {order.team_store.team_name} team store · batch {order.team_store.batch}
              {order.team_store.batch === 2 ? " (late order)" : ""}
              {order.player_name ? ` · for ${order.player_name}` : ""}
            </Text>
          )}
        </div>
        <div style={{ textAlign: "right" }}>
          <Text fw={700}>{formatPrice(order.total)}</Text>
          <Text size="sm" c={order.balance > 0 ? undefined : "dimmed"}>
            {order.status === "cancelled"
              ? "Cancelled"
              : order.balance > 0
                ? `Balance due ${formatPrice(order.balance)}`
                : "Paid in full"}
          </Text>
        </div>
      </Group>
      <Group gap="xs" mt="sm">
        <ButtonLink
          to="/account/orders/$id"
          params={{ id: order.id }}
          variant="light"
          size="sm"
          aria-label={`View order #${order.number}`}
        >
          View Order
        </ButtonLink>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconRepeat size={16} aria-hidden="true" />}
          onClick={onReorder}
          aria-label={`Reorder order #${order.number}`}
        >
          Reorder
        </Button>
      </Group>
    </Card>
  );
}
