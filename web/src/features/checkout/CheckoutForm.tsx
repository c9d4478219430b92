import { Fieldset, SimpleGrid, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { onDemand } from "../../lib/on-demand";
import { NoteField } from "../../ui/forms/note-fields";
import { EmailField, NameField, PhoneField } from "../../ui/forms/person-fields";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { useAccountContact } from "../account/use-account-contact";
import { useAccountPrefill } from "../account/use-account-prefill";
import { FailureAlert } from "../layout/FailureAlert";
import { PolicyConsent } from "../policies/PolicyConsent";
import classes from "./checkout.module.css";
import {
  CHECKOUT_ATTEMPT,
  type CheckoutLine,
  type CheckoutValues,
  checkoutAttemptKey,
  emptyCheckout,
} from "./checkout-form";
import { FulfilmentFields } from "./FulfilmentFields";
import { PaymentChoice, useCheckoutPayment } from "./PaymentChoice";
import { PriceChangeNotice } from "./PriceChangeNotice";
import type { PriceChange } from "./price-changes";
import { usePlaceOrder } from "./use-place-order";
import type { EstimateFor } from "./use-price-changes";

/**
 * The server's own schema checks the form (decision 029): it arrives when the shopper starts on
 * the form, not with the page. Until then, and if it cannot load, the server's check answers.
 */
const checkoutCheck = onDemand(() => import("./check-checkout").then((m) => m.validateCheckout));

const NETWORK_FAILURE =
  "We could not reach the store to place your order. Check your connection and press Place Order again: it will not be placed twice.";

/**
 * Where a phone's reader is when Place Order fails: the message sits just above the button and takes
 * the focus (scrolled into view, read out), unless a field to fix has taken it.
 */
function useFocusOnFailure(failure: string | null, form: { current: HTMLFormElement | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure && !form.current?.querySelector('[aria-invalid="true"]')) ref.current?.focus();
  }, [failure, form]);
  return ref;
}

/**
 * Contact, pickup or delivery, a note, and how payment works; then Place Order. A price changed
 * since the cart saw it must be accepted first (`prices`).
 */
export function CheckoutForm({
  items,
  onFulfilmentChange,
  prices,
}: {
  items: readonly CheckoutLine[];
  /** The method and delivery place as they change: the summary's tax estimate follows them. */
  onFulfilmentChange: (fulfilment: EstimateFor) => void;
  prices: { changes: readonly PriceChange[]; accept: () => void; recheck: () => void };
}) {
  const placeOrder = usePlaceOrder();
  const payment = useCheckoutPayment();
  const { form, formProps, busy, failure } = usePublicForm<CheckoutValues>({
    initialValues: emptyCheckout,
    checker: checkoutCheck,
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      const { method, place } = values.fulfilment;
      if (method !== previous.fulfilment.method || place !== previous.fulfilment.place)
        onFulfilmentChange({ method, place });
    },
    attempt: { scope: CHECKOUT_ATTEMPT, key: () => checkoutAttemptKey(items) },
    send: (values, { key }) => placeOrder(values, items, key ?? ""),
    networkFailure: NETWORK_FAILURE,
    // A refusal may come from a price changed meanwhile: read the prices again to show it.
    onFailure: prices.recheck,
  });
  const failureRef = useFocusOnFailure(failure, formProps.ref);
  const paysNow =
    payment === "pay_now" || (payment === "pay_now_or_in_store" && form.values.payment !== "in_store");
  const noticeRef = useRef<HTMLDivElement>(null);
  const [insisted, setInsisted] = useState(false);
  const pricesPending = prices.changes.length > 0;
  useEffect(() => {
    if (!pricesPending) setInsisted(false);
  }, [pricesPending]);

  const account = useAccountPrefill({ addresses: true });
  useAccountContact(form);

  return (
    <form
      {...formProps}
      onSubmit={(event) => {
        if (!pricesPending) return formProps.onSubmit(event);
        // Nothing is sent at prices the shopper has not seen: the notice asks, where they are looking.
        event.preventDefault();
        setInsisted(true);
        noticeRef.current?.focus();
      }}
      aria-labelledby="checkout-heading"
      className={classes.form}
    >
      <Stack gap="lg">
        <Fieldset legend="Contact">
          <Stack gap="sm">
            <NameField {...form.getInputProps("customer.name")} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <EmailField
                description="Your confirmation and order updates go here."
                {...form.getInputProps("customer.email")}
              />
              <PhoneField
                required
                description="We call when your order is ready."
                {...form.getInputProps("customer.phone")}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <FulfilmentFields form={form} savedAddresses={account.addresses} />

        <NoteField
          label="Note for the store"
          description="Team name, when you plan to pick up, anything we should know."
          {...form.getInputProps("note")}
        />

        <PaymentChoice offered={payment} form={form} />
        <PolicyConsent />

        {pricesPending && (
          <PriceChangeNotice
            ref={noticeRef}
            changes={prices.changes}
            insisted={insisted}
            onAccept={prices.accept}
          />
        )}

        {failure && (
          <FailureAlert ref={failureRef} title="Your order was not placed">
            {failure}
          </FailureAlert>
        )}

        <SubmitButton size="lg" icon={IconLock} busy={busy} busyLabel="Placing Order...">
          {paysNow ? "Place Order and Pay" : "Place Order"}
        </SubmitButton>
      </Stack>
    </form>
  );
}
