import { Autocomplete, Fieldset, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { fieldErrorsOf } from "../../lib/api-errors";
import { attemptKey } from "../../lib/attempt-key";
import type { FormState } from "../../lib/forms/use-form-state";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { onDemand } from "../../lib/on-demand";
import { trpc } from "../../lib/trpc";
import { EmailField, NameField, PhoneField } from "../../ui/forms/person-fields";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { useAccountContact } from "../account/use-account-contact";
import { type CheckoutValues, emptyCheckout, fulfilmentForServer } from "../checkout/checkout-form";
import { FulfilmentFields } from "../checkout/FulfilmentFields";
import { CART_BLOCKED, CheckoutProblems, problemSentences } from "./CheckoutProblems";
import { cartProblems } from "./line-check";
import { useFillPickedPlayer } from "./picked-player";
import { linesForServer, type TeamCart } from "./team-cart";
import type { TeamCheckoutValues } from "./team-checkout-values";
import type { FamilyStore } from "./team-store-types";

/** The server's own schema checks the form, fetched when the family starts on it (decision 029). */
const teamCheckoutCheck = onDemand(() => import("./check-team-checkout").then((m) => m.validateTeamCheckout));

const NETWORK_FAILURE =
  "We could not reach the store to place your order. Check your connection and press Place Team Order again: it will not be placed twice.";

/** The server's messages about the cart's lines ("lines.0.name"), for the cart to show beside them. */
const lineFieldsOf = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key.startsWith("lines.")));

/**
 * Contact, the player (from the roster), pickup or delivery when the family chooses; then the order.
 * What stops it is said beside the button in plain words, each field's message on its field, and
 * the focus goes to those words.
 */
export function TeamCheckoutForm({
  store,
  cart,
  accessCode,
  lineErrors,
  onLineErrors,
}: {
  store: FamilyStore;
  cart: TeamCart;
  accessCode: string | undefined;
  lineErrors: Record<string, string>;
  onLineErrors: (errors: Record<string, string>) => void;
}) {
  const navigate = useNavigate();
  const place = useMutation(trpc.teamStores.placeOrder.mutationOptions());
  const chooses = store.distribution === "buyer_chooses";
  const { form, formProps, submit, busy, failure } = usePublicForm<TeamCheckoutValues>({
    initialValues: { ...emptyCheckout, player_name: "" },
    checker: teamCheckoutCheck,
    // The cart's lines, checked by the same rules as each add (a cart kept from an earlier visit).
    check: () => {
      const found = cartProblems(cart.lines, store);
      onLineErrors(found);
      return Object.keys(found).length > 0
        ? { [CART_BLOCKED]: "Fix the lines marked in your team cart." }
        : {};
    },
    attempt: {
      scope: `team-order:${store.slug}`,
      key: (values) => attemptKey(`team-order:${store.slug}`, { values, lines: cart.lines }),
    },
    networkFailure: NETWORK_FAILURE,
    onFailure: (error) => onLineErrors(lineFieldsOf(fieldErrorsOf(error))),
    send: async (values, { key }) => {
      onLineErrors({});
      const placed = await place.mutateAsync({
        slug: store.slug,
        ...(accessCode ? { access_code: accessCode } : {}),
        customer: values.customer,
        player_name: values.player_name,
        ...(chooses ? { fulfilment: fulfilmentForServer(values.fulfilment) } : {}),
        lines: linesForServer(cart.lines),
        ...(key ? { idempotency_key: key } : {}),
      });
      cart.clear();
      // A store where families pay when ordering: the order waits on the secure payment page,
      // which comes back to the order's page once paid.
      if (placed.payment_url) {
        window.location.assign(placed.payment_url);
        return;
      }
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
  const problemsRef = useFocusOnProblems(formProps.ref, useAttempts());
  const sentences = problemSentences(form.errors, lineErrors, cart.lines, store.items);

  return (
    <form
      {...formProps}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(undefined).then(problemsRef.attempted);
      }}
      aria-labelledby="team-checkout-heading"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="team-checkout-heading">
          Checkout
        </Title>
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
        <CheckoutProblems ref={problemsRef.ref} sentences={sentences} failure={failure} />
        <SubmitButton size="lg" icon={IconCheck} busy={busy} busyLabel="Placing Order...">
          {store.payment_mode === "pay_at_order" ? "Place Team Order and Pay" : "Place Team Order"}
        </SubmitButton>
      </Stack>
    </form>
  );
}

/** A count of Place Team Order presses that did not place the order, for the focus to follow. */
function useAttempts() {
  const [attempts, setAttempts] = useState(0);
  return { attempts, attempted: () => setAttempts((n) => n + 1) };
}

/**
 * After a press that did not place the order, the words beside the button take the focus: on a
 * phone the first field is a screen up, and the player's box would open its roster over its message.
 */
function useFocusOnProblems(
  form: { current: HTMLFormElement | null },
  { attempts, attempted }: ReturnType<typeof useAttempts>,
) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempts === 0) return;
    if (form.current?.contains(ref.current)) ref.current?.focus();
  }, [attempts, form]);
  return { ref, attempted };
}
