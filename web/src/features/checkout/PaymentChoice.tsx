import { Alert, Radio, Stack, Text } from "@mantine/core";
import { PAYMENT_TERMS } from "@store/db/catalogue";
import { IconCash, IconCreditCard } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import type { CheckoutValues } from "./checkout-form";
import { PaymentNotice } from "./PaymentNotice";

const ONLINE_WORDS =
  "You pay by card on Stripe's secure payment page, then come back here. Your card details never reach our store.";

/** What checkout offers now; pay in store until the store says otherwise (or cannot be reached). */
export function useCheckoutPayment() {
  const options = useQuery({ ...trpc.payments.checkoutOptions.queryOptions(), staleTime: 5 * 60 * 1000 });
  return options.data?.checkout ?? "in_store";
}

/**
 * How the order is paid: in store (today's way, the only one without a payment provider), now by
 * card on the provider's page, or the shopper's choice of the two.
 */
export function PaymentChoice({
  offered,
  form,
}: {
  offered: ReturnType<typeof useCheckoutPayment>;
  form: { values: CheckoutValues; setFieldValue: (path: string, value: unknown) => void };
}) {
  if (offered === "in_store") return <PaymentNotice title="How payment works" />;
  if (offered === "pay_now")
    return (
      <Alert color="blue" title="Pay now by card" icon={<IconCreditCard size={20} aria-hidden="true" />}>
        {ONLINE_WORDS}
      </Alert>
    );
  const chosen = form.values.payment ?? "pay_now";
  return (
    <Radio.Group
      label="How would you like to pay?"
      value={chosen}
      onChange={(value) => form.setFieldValue("payment", value as "pay_now" | "in_store")}
    >
      <Stack gap="sm" mt="xs">
        <Radio
          value="pay_now"
          label={
            <Text span fw={600}>
              <IconCreditCard
                size={16}
                aria-hidden="true"
                style={{ verticalAlign: "-2px", marginRight: 6 }}
              />
              Pay now by card
            </Text>
          }
          description={ONLINE_WORDS}
        />
        <Radio
          value="in_store"
          label={
            <Text span fw={600}>
              <IconCash size={16} aria-hidden="true" style={{ verticalAlign: "-2px", marginRight: 6 }} />
              Pay in store
            </Text>
          }
          description={PAYMENT_TERMS}
        />
      </Stack>
    </Radio.Group>
  );
}
