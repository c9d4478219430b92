import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage } from "../../lib/api-errors";
import { linkPageQuery } from "../../lib/load-link-page";
import { trpc } from "../../lib/trpc";
import { usePageAddress } from "../../lib/use-page-address";
import { ConfirmationAlert } from "../../ui/pages/ConfirmationAlert";
import { QueryPage } from "../../ui/pages/QueryPage";
import { SaveTeamPlayerOffer } from "../account/SaveTeamPlayerOffer";
import { FailureAlert } from "../layout/FailureAlert";
import { ContactStoreFailed } from "./ContactStoreFailed";
import { OrderLinesEditor } from "./OrderLinesEditor";
import { PayDifference } from "./PayDifference";
import { TeamOrderHandout } from "./TeamOrderHandout";
import { type PaymentReturn, TeamPaymentNotice } from "./TeamPaymentNotice";
import type { TeamOrderView } from "./team-store-types";

/** /team/{slug}/order/{token}: the family's order; changeable until close, read-only after. */
export function TeamOrderPage({
  token,
  placed,
  payment,
}: {
  token: string;
  placed: boolean;
  payment?: PaymentReturn | undefined;
}) {
  const read = useQuery(trpc.teamStores.teamOrder.queryOptions({ token }, linkPageQuery));
  return (
    <QueryPage
      query={read}
      loadingLabel="Loading your team order"
      failed={(error) => (
        <ContactStoreFailed error={error} notFound="Order not found" failed="We could not load this order" />
      )}
    >
      {(view) => <TeamOrder token={token} view={view} placed={placed} payment={payment} />}
    </QueryPage>
  );
}

function TeamOrder({
  token,
  view,
  placed,
  payment,
}: {
  token: string;
  view: TeamOrderView;
  placed: boolean;
  payment?: PaymentReturn | undefined;
}) {
  const { order, store } = view;
  const link = usePageAddress();
  return (
    <Stack gap="lg" maw={720} mx="auto">
      {placed && (
        <ConfirmationAlert title={`Thank you! Your ${store.team_name} order #${order.number} is placed.`}>
          We sent a confirmation to {order.customer_email} with this page's link. Keep it: you can change
          sizes, names and numbers here until the store {store.closes_in_words}.
        </ConfirmationAlert>
      )}
      {payment && <TeamPaymentNotice view={view} payment={payment} />}
      <div>
        <Text c="dimmed">{store.team_name}</Text>
        <Group gap="sm">
          <Title order={1}>Order #{order.number}</Title>
          {order.status === "cancelled" && <Badge color="red">Cancelled</Badge>}
          {order.team_batch === 2 && <Badge color="orange">Late order</Badge>}
        </Group>
        <Text fw={600}>For {order.player_name}</Text>
      </div>
      {/* Read on arrival, not announced as news: a note, not an alert. */}
      <Alert
        role="note"
        color={view.can_change ? "blue" : "gray"}
        title={view.can_change ? "You can still change this order" : "Read only"}
      >
        {view.status_words}
      </Alert>
      <PayDifference view={view} />
      {order.player_name && order.status !== "cancelled" && (
        <SaveTeamPlayerOffer orderId={order.id} player={order.player_name} email={order.customer_email} />
      )}
      <OrderLinesEditor token={token} view={view} />
      <TeamOrderHandout view={view} />
      {link && (
        <Card withBorder radius="lg" p="md">
          <Title order={2} size="h4">
            Your private order link
          </Title>
          <Text size="sm" mt={4} style={{ wordBreak: "break-all" }}>
            {link}
          </Text>
        </Card>
      )}
      {view.can_change && <CancelOrder token={token} />}
    </Stack>
  );
}

function CancelOrder({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation(trpc.teamStores.changeTeamOrder.mutationOptions());
  const confirm = () =>
    cancel.mutate(
      { token, cancel: true },
      { onSuccess: (next) => queryClient.setQueryData(trpc.teamStores.teamOrder.queryKey({ token }), next) },
    );
  return (
    <Card withBorder radius="lg" p="md">
      {cancel.isError && (
        <FailureAlert title="Not cancelled" mb="sm">
          {serverMessage(cancel.error) ?? "Check your connection and try again."}
        </FailureAlert>
      )}
      {asking ? (
        <Stack gap="xs">
          <Text>Cancel the whole order? Nothing will be made for it.</Text>
          <Group>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              Yes, Cancel My Order
            </Button>
            <Button variant="default" onClick={() => setAsking(false)}>
              Keep My Order
            </Button>
          </Group>
        </Stack>
      ) : (
        <Button variant="outline" color="red" onClick={() => setAsking(true)}>
          Cancel Order
        </Button>
      )}
    </Card>
  );
}
