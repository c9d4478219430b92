import { Group, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { DeliveryPlaceField } from "../../../checkout/DeliveryPlaceField";
import type { OrderEditValues } from "./edit-form";

type Form = UseFormReturnType<OrderEditValues>;

/** Who the order is for and how to reach them: the updated e-mail goes to the address given here. */
export function EditContact({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Full name" autoComplete="off" {...form.getInputProps("name")} />
      <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps("phone")} />
      <TextInput
        label="Email Address"
        type="email"
        autoComplete="off"
        description="The 'Your order was updated' e-mail goes here."
        {...form.getInputProps("email")}
      />
    </SimpleGrid>
  );
}

/** Pickup at the store, or delivery to an address in the US. */
export function EditFulfilment({ form, keptPlace }: { form: Form; keptPlace: string | null }) {
  return (
    <Stack gap="sm">
      <Radio.Group label="Pickup or delivery" {...form.getInputProps("method")}>
        <Group gap="lg" mt={6}>
          <Radio value="pickup" label="Pickup at the store" />
          <Radio value="delivery" label="Delivery" />
        </Group>
      </Radio.Group>
      {form.values.method === "delivery" && (
        <Stack gap="sm">
          <TextInput label="Street address" required {...form.getInputProps("address.line1")} />
          <TextInput label="Apartment, suite, etc." {...form.getInputProps("address.line2")} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput label="City" required {...form.getInputProps("address.city")} />
            <TextInput label="State" required maxLength={2} {...form.getInputProps("address.state")} />
            <TextInput label="ZIP code" required inputMode="numeric" {...form.getInputProps("address.zip")} />
          </SimpleGrid>
          <DeliveryPlaceField
            inputProps={form.getInputProps("place")}
            keeping={form.values.method === "delivery" ? keptPlace : null}
          />
        </Stack>
      )}
    </Stack>
  );
}
