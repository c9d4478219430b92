import { Autocomplete, Fieldset, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { fieldErrorsOf } from "../../lib/api-errors";
import { attemptKey } from "../../lib/attempt-key";
import type { FormState } from "../../lib/forms/use-form-state";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { trpc } from "../../lib/trpc";
import { EmailField, NameField, PhoneField } from "../../ui/forms/person-fields";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { useAccountContact } from "../account/use-account-contact";
import { type CheckoutValues, emptyCheckout } from "../checkout/checkout-form";
import { FulfilmentFields } from "../checkout/FulfilmentFields";
import { FailureAlert } from "../layout/FailureAlert";
import { useFillPickedPlayer } from "./picked-player";
import { linesForServer, type TeamCart } from "./team-cart";
import type { FamilyStore } from "./team-store-types";

interface TeamCheckoutValues {
  customer: CheckoutValues["customer"];
  player_name: string;
  fulfilment: CheckoutValues["fulfilment"];
  note: string;
}

const NETWORK_FAILURE =
  "We could not reach the store to place your order. Check your connection and press Place Team Order again: it will not be placed twice.";

/** Contact, the player (from the roster), pickup or delivery when the family chooses; then the order. */
export function TeamCheckoutForm({
  store,
  cart,
  accessCode,
  onLineErrors,
}: {
  store: FamilyStore;
  cart: TeamCart;
  accessCode: string | undefined;
  onLineErrors: (errors: Record<string, string>) => void;
}) {
  const navigate = useNavigate();
  const place = useMutation(trpc.teamStores.placeOrder.mutationOptions());
  const chooses = store.distribution === "buyer_chooses";
  const { form, formProps, busy, failure } = usePublicForm<TeamCheckoutValues>({
    initialValues: { ...emptyCheckout, player_name: "" },
    attempt: {
      scope: `team-order:${store.slug}`,
      key: (values) => attemptKey(`team-order:${store.slug}`, { values, lines: cart.lines }),
    },
    networkFailure: NETWORK_FAILURE,
    onFailure: (error) =>
      onLineErrors(
        Object.fromEntries(Object.entries(fieldErrorsOf(error)).filter(([k]) => k.startsWith("lines."))),
      ),
    send: async (values, { key }) => {
      onLineErrors({});
      const { method, address } = values.fulfilment;
      const placed = await place.mutateAsync({
        slug: store.slug,
        ...(accessCode ? { access_code: accessCode } : {}),
        customer: values.customer,
        player_name: values.player_name,
        ...(chooses ? { fulfilment: method === "delivery" ? { method, address } : { method } } : {}),
        lines: linesForServer(cart.lines),
        ...(key ? { idempotency_key: key } : {}),
      });
      cart.clear();
      const token = placed.order_path.split("/").pop() ?? "";
      await navigate({
        to: "/team/$slug/order/$token",
        params: { slug: store.slug, token },
        search: { placed: true },
      });
    },
  });
  useAccountContact(form);
  useFillPickedPlayer(form);

  return (
    <form {...formProps} aria-labelledby="team-checkout-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="team-checkout-heading">
          Checkout
        </Title>
        {failure && <FailureAlert title="Your order was not placed">{failure}</FailureAlert>}
        <Fieldset legend="Player">
          {store.players.length > 0 ? (
            <Autocomplete
              label="Player's name"
              required
              data={store.players}
              description="Choose from the team's roster, or type the name if it is missing."
              {...form.getInputProps("player_name")}
            />
          ) : (
            <TextInput label="Player's name" required {...form.getInputProps("player_name")} />
          )}
        </Fieldset>
        <Fieldset legend="Your contact">
          <Stack gap="sm">
            <NameField label="Your Name" {...form.getInputProps("customer.name")} />
            <SimpleGrid cols={1} spacing="sm">
              <EmailField
                description="Your confirmation and the link to change your order go here."
                {...form.getInputProps("customer.email")}
              />
              <PhoneField required {...form.getInputProps("customer.phone")} />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        {chooses && <FulfilmentFields form={form as unknown as FormState<CheckoutValues>} />}
        <Text size="sm">{store.payment_words}.</Text>
        <SubmitButton size="lg" icon={IconCheck} busy={busy} busyLabel="Placing Order...">
          Place Team Order
        </SubmitButton>
      </Stack>
    </form>
  );
}
