import { Button, Text } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../../lib/trpc";
import { formatMoney } from "../../shared/format";
import type { OrderPageOrder } from "./order-page-data";
import type { OrderPageMutations } from "./use-order-page-mutations";

/**
 * "Send payment request": e-mails the customer a "Pay $N now" link; reminders follow at 3 and 7
 * days while a balance is due. Shown only while the store takes payments online (Stripe's keys set).
 */
export function SendPaymentRequest({
  order,
  mutations,
}: {
  order: OrderPageOrder;
  mutations: OrderPageMutations;
}) {
  const settings = useQuery(trpc.payments.settings.queryOptions());
  if (!settings.data?.live.includes("stripe")) return null;
  return (
    <div>
      <Text size="sm" mb={6}>
        Ask {order.customer_email} to pay online ({formatMoney(order.balance)} due; a quote's order asks its
        deposit first): an e-mail with a pay link, then reminders at 3 and 7 days until it is paid.
      </Text>
      <Button
        variant="light"
        leftSection={<IconSend size={16} aria-hidden="true" />}
        loading={mutations.sendPaymentRequest.isPending}
        onClick={() => mutations.sendPaymentRequest.mutate({ id: order.id })}
      >
        Send payment request
      </Button>
    </div>
  );
}
