import {
  Alert,
  Button,
  Fieldset,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DELIVERY_FEE, FREE_DELIVERY_FROM, PAYMENT_TERMS } from "@store/db/catalogue";
import { IconBuildingStore, IconCash, IconLock, IconTruckDelivery } from "@tabler/icons-react";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { onDemand } from "../../lib/on-demand";
import { EmailField, NameField, PhoneField } from "../../ui/forms/person-fields";
import { FailureAlert } from "../layout/FailureAlert";
import { formatPrice } from "../shop/format";
import classes from "./checkout.module.css";
import {
  CHECKOUT_ATTEMPT,
  type CheckoutLine,
  type CheckoutValues,
  checkoutAttemptKey,
  emptyCheckout,
} from "./checkout-form";
import { usePlaceOrder } from "./use-place-order";

/**
 * The server's own schema checks the form (decision 029): it arrives when the shopper starts on
 * the form, not with the page. Until then, and if it cannot load, the server's check answers.
 */
const checkoutCheck = onDemand(() => import("./check-checkout").then((m) => m.validateCheckout));

const NETWORK_FAILURE =
  "We could not reach the store to place your order. Check your connection and press Place Order again: it will not be placed twice.";

/** Contact, pickup or delivery, a note, and how payment works; then Place Order. */
export function CheckoutForm({
  items,
  onMethodChange,
}: {
  items: readonly CheckoutLine[];
  onMethodChange: (method: CheckoutValues["fulfilment"]["method"]) => void;
}) {
  const placeOrder = usePlaceOrder();
  const { form, formProps, busy, failure } = usePublicForm<CheckoutValues>({
    initialValues: emptyCheckout,
    checker: checkoutCheck,
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (values.fulfilment.method !== previous.fulfilment.method) onMethodChange(values.fulfilment.method);
    },
    attempt: { scope: CHECKOUT_ATTEMPT, key: () => checkoutAttemptKey(items) },
    send: (values, { key }) => placeOrder(values, items, key ?? ""),
    networkFailure: NETWORK_FAILURE,
  });
  const delivery = form.values.fulfilment.method === "delivery";

  return (
    <form {...formProps} aria-labelledby="checkout-heading">
      <Stack gap="lg">
        {failure && <FailureAlert title="Your order was not placed">{failure}</FailureAlert>}

        <Fieldset legend="Contact" radius="md">
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

        <Fieldset legend="Pickup or Delivery" radius="md">
          <Radio.Group {...form.getInputProps("fulfilment.method")} aria-label="Pickup or delivery">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Radio.Card value="pickup" className={classes.choice} radius="md">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Group gap={6}>
                      <IconBuildingStore size={18} aria-hidden="true" />
                      <Text fw={700}>Pick up in store</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      Free. At our store in Clanton, Alabama; we call when it is ready.
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
              <Radio.Card value="delivery" className={classes.choice} radius="md">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Group gap={6}>
                      <IconTruckDelivery size={18} aria-hidden="true" />
                      <Text fw={700}>Delivery</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {formatPrice(DELIVERY_FEE)}, free on orders of {formatPrice(FREE_DELIVERY_FROM)} or
                      more.
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            </SimpleGrid>
          </Radio.Group>

          {delivery && (
            <Stack gap="sm" mt="md">
              <TextInput
                label="Street Address"
                required
                autoComplete="address-line1"
                {...form.getInputProps("fulfilment.address.line1")}
              />
              <TextInput
                label="Apartment, suite, etc."
                autoComplete="address-line2"
                {...form.getInputProps("fulfilment.address.line2")}
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <TextInput
                  label="City"
                  required
                  autoComplete="address-level2"
                  {...form.getInputProps("fulfilment.address.city")}
                />
                <TextInput
                  label="State"
                  required
                  maxLength={2}
                  autoComplete="address-level1"
                  {...form.getInputProps("fulfilment.address.state")}
                />
                <TextInput
                  label="ZIP Code"
                  required
                  inputMode="numeric"
                  autoComplete="postal-code"
                  {...form.getInputProps("fulfilment.address.zip")}
                />
              </SimpleGrid>
            </Stack>
          )}
        </Fieldset>

        <Textarea
          label="Note for the store"
          description="Team name, when you plan to pick up, anything we should know."
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps("note")}
        />

        <Alert color="blue" title="How payment works" icon={<IconCash size={20} aria-hidden="true" />}>
          {PAYMENT_TERMS}
        </Alert>

        <Button
          type="submit"
          size="lg"
          disabled={busy}
          leftSection={<IconLock size={18} aria-hidden="true" />}
        >
          {busy ? "Placing Order..." : "Place Order"}
        </Button>
      </Stack>
    </form>
  );
}
