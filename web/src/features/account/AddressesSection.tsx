import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { type AddressDto, addressInput } from "@store/api/contracts";
import { IconMapPinOff, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage } from "../../lib/api-errors";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { trpc } from "../../lib/trpc";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { FailureAlert } from "../layout/FailureAlert";
import { checkWith } from "./account-checks";
import { ConfirmDelete } from "./ConfirmDelete";
import { EmptySection, SectionQuery } from "./SectionState";

const NETWORK_FAILURE = "We could not reach the store. Check your connection and try again.";

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
  const [deleting, setDeleting] = useState<AddressDto | null>(null);
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.account.deleteAddress.mutationOptions({
      onSuccess: () => {
        setDeleting(null);
        void queryClient.invalidateQueries({ queryKey: trpc.account.addresses.queryKey() });
      },
    }),
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">Addresses you save are offered when you choose delivery at checkout.</Text>
        {!adding && (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Add Address
          </Button>
        )}
      </Group>
      {adding && <AddressForm onDone={() => setAdding(false)} />}
      {remove.isError && (
        <FailureAlert title="The address was not deleted">
          {serverMessage(remove.error) ?? NETWORK_FAILURE}
        </FailureAlert>
      )}
      <SectionQuery query={addresses} label="addresses">
        {(list) =>
          list.length === 0 ? (
            adding ? null : (
              <EmptySection icon={IconMapPinOff} title="No saved addresses">
                Save an address to pick it at checkout instead of typing it.
              </EmptySection>
            )
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: "none" }}
            >
              {list.map((address) => (
                <li key={address.id}>
                  <Card withBorder radius="lg" p="md" h="100%">
                    <Title order={2} fz={18}>
                      {address.label}
                    </Title>
                    <Text size="sm" mt={4}>
                      {address.line1}
                      {address.line2 ? `, ${address.line2}` : ""}
                      <br />
                      {address.city}, {address.state} {address.zip}
                    </Text>
                    <Group mt="sm">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconTrash size={14} aria-hidden="true" />}
                        onClick={() => setDeleting(address)}
                        aria-label={`Delete address ${address.label}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Card>
                </li>
              ))}
            </SimpleGrid>
          )
        }
      </SectionQuery>
      <ConfirmDelete
        opened={deleting !== null}
        title={`Delete the address "${deleting?.label ?? ""}"?`}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      >
        It is no longer offered at checkout. Orders already delivered there are not changed.
      </ConfirmDelete>
    </Stack>
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
          <TextInput
            label="Street Address"
            required
            autoComplete="address-line1"
            {...form.getInputProps("line1")}
          />
          <TextInput
            label="Apartment, suite, etc."
            autoComplete="address-line2"
            {...form.getInputProps("line2")}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps("city")} />
            <TextInput
              label="State"
              required
              maxLength={2}
              autoComplete="address-level1"
              {...form.getInputProps("state")}
            />
            <TextInput
              label="ZIP Code"
              required
              inputMode="numeric"
              autoComplete="postal-code"
              {...form.getInputProps("zip")}
            />
          </SimpleGrid>
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
