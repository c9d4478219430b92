import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../../lib/trpc";
import { paymentModeOptions } from "../store-labels";

/** Said beside the choice while families cannot be sent to a payment page. */
export const PAY_AT_ORDER_OFF =
  '"Families pay when ordering" needs online card payments (Stripe keys on the server, see Payments settings).';

/**
 * How families may pay, as the form offers it: "Families pay when ordering" only while a hosted
 * payment page (Stripe, the registry's hosted provider) is live; the server refuses it otherwise.
 * While the payment settings load, it is not offered.
 */
export function usePaymentModeOptions() {
  const settings = useQuery(trpc.payments.settings.queryOptions());
  const hostedLive = settings.data?.live.includes("stripe") ?? false;
  return {
    hostedLive,
    options: paymentModeOptions.map((option) =>
      option.value === "pay_at_order" && !hostedLive ? { ...option, disabled: true } : option,
    ),
  };
}
