import { Alert, Button, Card, Text, Title } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { serverMessage } from "../../lib/api-errors";
import { trpcClient } from "../../lib/trpc";
import type { TrackedOrder } from "./order-status";
import { payButtonLabel } from "./pay-words";

/**
 * "Pay $N now" on an order's private page: asks the store for the provider's page (the store
 * decides the amount) and sends the browser there. Nothing is recorded here: the provider's
 * event does that, and the page shows it when the buyer comes back.
 */
export function PayNowCard({
  order,
  token,
  first = false,
}: {
  order: Pick<TrackedOrder, "online_payment">;
  /** The order's private link token, or how to get one (the account's view asks for a fresh link). */
  token: string | (() => Promise<string>);
  first?: boolean;
}) {
  const pay = useMutation({
    mutationFn: async () =>
      trpcClient.payments.payByLink.mutate({ token: typeof token === "string" ? token : await token() }),
    onSuccess: (opened) => window.location.assign(opened.url),
  });
  const button = useRef<HTMLButtonElement>(null);
  // Opened from an e-mail's "Pay now" link (?pay=1): the button is where the buyer starts.
  useEffect(() => {
    if (first) button.current?.focus();
  }, [first]);
  const { pay_amount: amount, pay_purpose: purpose } = order.online_payment;
  if (amount === null) return null;
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb={4}>
        {purpose === "deposit" ? "Pay your deposit online" : "Pay online"}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Pay securely with a card on our payment provider's page; you come back here after. You can also pay in
        store.
      </Text>
      <Button
        ref={button}
        size="md"
        leftSection={<IconCreditCard size={20} aria-hidden="true" />}
        loading={pay.isPending || pay.isSuccess}
        onClick={() => pay.mutate()}
      >
        {payButtonLabel(amount, purpose)}
      </Button>
      <div aria-live="polite">
        {pay.isError && (
          <Alert color="red" mt="sm" title="The payment page did not open">
            {serverMessage(pay.error) ?? "Check your connection and try again. Nothing was charged."}
          </Alert>
        )}
      </div>
    </Card>
  );
}
