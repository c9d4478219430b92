import { Badge, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconFileInvoice, IconPackage, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { AnchorLink } from "../../../product/AnchorLink";
import { formatDateTime } from "../../shared/format";
import { canEditOrder } from "../edit/edit-form";
import { OrderEditModal } from "../edit/OrderEditModal";
import { orderStatusMeta, statusOptionsFor } from "../order-labels";
import type { OrderStatus } from "../orders-data";
import type { OrderPageOrder } from "./order-page-data";
import { paymentStateMeta } from "./payment-labels";
import type { OrderPageMutations } from "./use-order-page-mutations";

/** The order's number, where it stands (status, money), when it came in, and what to do with it. */
export function OrderHeader({ order, mutations }: { order: OrderPageOrder; mutations: OrderPageMutations }) {
  const status = orderStatusMeta(order);
  const payment = paymentStateMeta[order.payment_state];
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm" mb="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            Order #{order.number}
          </Title>
          <Group gap="xs" mt={6}>
            <Badge color={status.color} variant="dot" size="lg" data-testid="order-status-badge">
              {status.label}
            </Badge>
            <Badge color={payment.color} variant="dot" size="lg" data-testid="payment-state-badge">
              {payment.label}
            </Badge>
            <Text
              size="sm"
              style={{ color: "light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))" }}
            >
              Placed {formatDateTime(order.created_at)}
            </Text>
          </Group>
          {order.team_store && (
            <Text size="sm" mt={6} data-testid="order-team-store">
              Team store{" "}
              <AnchorLink to="/admin/team-stores/$id" params={{ id: order.team_store.id }}>
                {order.team_store.team_name}
              </AnchorLink>
              {` · batch ${order.team_store.batch}${order.team_store.batch === 2 ? " (late orders)" : ""}`}
              {order.player_name && ` · for ${order.player_name}`}
            </Text>
          )}
        </div>
        <Group gap="xs" align="flex-end">
          <Select
            label="Status"
            data={statusOptionsFor([order.fulfilment])}
            value={order.status}
            onChange={(value) =>
              value && value !== order.status && mutations.setStatus(order.id, value as OrderStatus)
            }
            disabled={mutations.statusBusy}
            allowDeselect={false}
            w={170}
            comboboxProps={{ withinPortal: true }}
          />
          {canEditOrder(order) && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={() => setEditing(true)}
            >
              Edit order
            </Button>
          )}
          <Button
            component="a"
            href={`/api/orders/${order.id}/packing-slip.pdf`}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconPackage size={16} aria-hidden="true" />}
          >
            Packing slip
          </Button>
          <Button
            component="a"
            href={`/api/orders/${order.id}/invoice.pdf`}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconFileInvoice size={16} aria-hidden="true" />}
          >
            Invoice
          </Button>
        </Group>
      </Group>
      {editing && <OrderEditModal order={order} opened onClose={() => setEditing(false)} />}
    </Stack>
  );
}
