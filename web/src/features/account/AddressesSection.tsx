import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { addressInput } from "@store/api/contracts";
import { IconMapPinOff, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { trpc } from "../../lib/trpc";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { AddressFields, AddressLines } from "../checkout/AddressFields";
import { FailureAlert } from "../layout/FailureAlert";
import { checkWith } from "./account-checks";
import { DeleteButton, NETWORK_FAILURE, SavedList } from "./SavedList";
import { EmptySection } from "./SectionState";

type AddressValues = {
  label: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
};
const emptyAddress: AddressValues = { label: "Home", line1: "", line2: "", city: "", state: "AL", zip: "" };

/** Saved delivery addresses, offered at checkout. */
export function AddressesSection() {
  const addresses = useQuery(trpc.account.addresses.queryOptions());
  const [adding, setAdding] = useState(false);
  const remove = useMutation(trpc.account.deleteAddress.mutationOptions());
  return (
    <SavedList
      query={addresses}
      label="addresses"
      remove={{
        mutation: remove,
        queryKey: trpc.account.addresses.queryKey(),
        failed: "The address was not deleted",
      }}
      intro={<Text c="dimmed">Addresses you save are offered when you choose delivery at checkout.</Text>}
      add={adding ? undefined : { label: "Add Address", onClick: () => setAdding(true) }}
      empty={
        adding ? null : (
          <EmptySection icon={IconMapPinOff} title="No saved addresses">
            Save an address to pick it at checkout instead of typing it.
          </EmptySection>
        )
      }
      card={(address, onDelete) => (
        <Card withBorder radius="lg" p="md" h="100%">
          <Title order={2} fz={18}>
            {address.label}
          </Title>
          <Text size="sm" mt={4}>
            <AddressLines address={address} />
          </Text>
          <Group mt="sm">
            <DeleteButton name={`address ${address.label}`} onClick={onDelete} />
          </Group>
        </Card>
      )}
      confirm={{
        title: (address) => `Delete the address "${address?.label ?? ""}"?`,
        text: "It is no longer offered at checkout. Orders already delivered there are not changed.",
      }}
    >
      {adding && <AddressForm onDone={() => setAdding(false)} />}
    </SavedList>
  );
}

function AddressForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const add = useMutation(trpc.account.addAddress.mutationOptions());
  const { form, formProps, busy, failure } = usePublicForm<AddressValues>({
    initialValues: emptyAddress,
    check: (values) => checkWith(addressInput, values),
    send: async (values) => {
      await add.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: trpc.account.addresses.queryKey() });
    },
    networkFailure: NETWORK_FAILURE,
    onSuccess: onDone,
  });
  return (
    <Card withBorder radius="lg" p="md">
      <form {...formProps} aria-labelledby="new-address-heading">
        <Title order={2} fz={18} id="new-address-heading" mb="sm">
          New address
        </Title>
        <Stack gap="sm">
          {failure && <FailureAlert title="The address was not saved">{failure}</FailureAlert>}
          <TextInput
            label="Label"
            description="Like Home or Grandma's"
            required
            {...form.getInputProps("label")}
          />
          <AddressFields inputProps={(field) => form.getInputProps(field)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton icon={IconPlus} busy={busy} busyLabel="Saving...">
              Save Address
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
