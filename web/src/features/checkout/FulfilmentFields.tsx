import { Fieldset, Radio, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import type { AddressDto } from "@store/api/contracts";
import { DELIVERY_FEE, FREE_DELIVERY_FROM } from "@store/db/catalogue";
import { type Icon, IconBuildingStore, IconTruckDelivery } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { FormState } from "../../lib/forms/use-form-state";
import { asSpan } from "../../ui/as-span";
import choice from "../../ui/styles/form-page.module.css";
import { formatPrice } from "../shop/format";
import { AddressFields } from "./AddressFields";
import classes from "./checkout.module.css";
import type { CheckoutValues } from "./checkout-form";
import { DeliveryPlaceField } from "./DeliveryPlaceField";
import { PickupAtCheckout } from "./PickupAtCheckout";

/** One way to get the order, as a card to pick: its icon and name over what it costs. */
function MethodCard({
  value,
  icon: MethodIcon,
  title,
  children,
}: {
  value: CheckoutValues["fulfilment"]["method"];
  icon: Icon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Radio.Card value={value} className={classes.choice}>
      <span className={choice.choiceRow}>
        <Radio.Indicator {...asSpan} />
        <span className={choice.choiceLines}>
          <span className={classes.methodTitle}>
            <MethodIcon size={18} aria-hidden="true" />
            <Text component="span" fw={700}>
              {title}
            </Text>
          </span>
          <Text component="span" size="sm" c="dimmed">
            {children}
          </Text>
        </span>
      </span>
    </Radio.Card>
  );
}

/** Pickup or delivery, and the delivery address when it is delivery. */
export function FulfilmentFields({
  form,
  savedAddresses = [],
}: {
  form: FormState<CheckoutValues>;
  /** A signed-in customer's saved addresses: choosing one fills the address. */
  savedAddresses?: readonly AddressDto[];
}) {
  return (
    <Fieldset legend="Pickup or Delivery">
      <Radio.Group {...form.getInputProps("fulfilment.method")} aria-label="Pickup or delivery">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MethodCard value="pickup" icon={IconBuildingStore} title="Pick up in store">
            Free. At our store in Clanton, Alabama; we call when it is ready.
          </MethodCard>
          <MethodCard value="delivery" icon={IconTruckDelivery} title="Delivery">
            {formatPrice(DELIVERY_FEE)}, free on orders of {formatPrice(FREE_DELIVERY_FROM)} or more.
          </MethodCard>
        </SimpleGrid>
      </Radio.Group>

      {form.values.fulfilment.method === "pickup" && <PickupAtCheckout />}

      {form.values.fulfilment.method === "delivery" && (
        <Stack gap="sm" mt="md">
          {savedAddresses.length > 0 && (
            <Select
              label="Saved address"
              placeholder="Choose one of your addresses"
              data={savedAddresses.map((a) => ({ value: a.id, label: `${a.label}: ${a.line1}, ${a.city}` }))}
              onChange={(id) => {
                const chosen = savedAddresses.find((a) => a.id === id);
                if (!chosen) return;
                form.setFieldValue("fulfilment.address", {
                  line1: chosen.line1,
                  line2: chosen.line2 ?? "",
                  city: chosen.city,
                  state: chosen.state,
                  zip: chosen.zip,
                });
              }}
              clearable
            />
          )}
          <AddressFields inputProps={(field) => form.getInputProps(`fulfilment.address.${field}`)} />
          <DeliveryPlaceField inputProps={form.getInputProps("fulfilment.place")} />
        </Stack>
      )}
    </Fieldset>
  );
}
