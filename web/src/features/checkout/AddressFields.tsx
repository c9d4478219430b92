import { SimpleGrid, TextInput } from "@mantine/core";

type AddressField = "line1" | "line2" | "city" | "state" | "zip";

/**
 * A street address's boxes, as checkout's delivery and the account's saved addresses ask for them;
 * `inputProps` ties a box to its form field (each form keeps the address at its own path).
 */
export function AddressFields({ inputProps }: { inputProps: (field: AddressField) => object }) {
  return (
    <>
      <TextInput label="Street Address" required autoComplete="address-line1" {...inputProps("line1")} />
      <TextInput label="Apartment, suite, etc." autoComplete="address-line2" {...inputProps("line2")} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="City" required autoComplete="address-level2" {...inputProps("city")} />
        <TextInput
          label="State"
          required
          maxLength={2}
          autoComplete="address-level1"
          {...inputProps("state")}
        />
        <TextInput
          label="ZIP Code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          {...inputProps("zip")}
        />
      </SimpleGrid>
    </>
  );
}

/** An address as two lines: the street, then the city, state and ZIP. */
export function AddressLines({
  address,
}: {
  address: { line1: string; line2?: string | null; city: string; state: string; zip: string };
}) {
  return (
    <>
      {address.line1}
      {address.line2 ? `, ${address.line2}` : ""}
      <br />
      {address.city}, {address.state} {address.zip}
    </>
  );
}
