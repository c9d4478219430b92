import { Anchor, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { orderPickupReadiness } from "@store/db/catalogue";
import { IconCopy, IconLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { storeInfo } from "../../data/store-info";
import { errorCode, serverMessage } from "../../lib/api-errors";
import { linkPageQuery } from "../../lib/load-link-page";
import { trpc } from "../../lib/trpc";
import { usePageAddress } from "../../lib/use-page-address";
import { ConfirmationAlert } from "../../ui/pages/ConfirmationAlert";
import { LoadFailedCard, QueryPage } from "../../ui/pages/QueryPage";
import { AddressLines } from "../checkout/AddressFields";
import classes from "../checkout/checkout.module.css";
import { PaymentNotice } from "../checkout/PaymentNotice";
import { PickupFacts } from "../pickup/PickupFacts";
import { OrderItemsCard, OrderRecordHeading, OrderStatusCard } from "./OrderRecordParts";
import type { TrackedOrder } from "./order-status";
import { PaymentReturnNotice } from "./PaymentReturnNotice";
import { PayNowCard } from "./PayNowCard";
import { CONFIRM_GIVE_UP_MS, CONFIRM_POLL_MS, type PaymentReturn } from "./pay-words";

// In the store's zone: the server draws the page, and a browser elsewhere must read the same moment.
const when = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Chicago",
});

/**
 * /orders/{token}: the order behind a private link, for a customer without an account. Just after
 * checkout (`?placed`) it is the confirmation too: the number, and the link to keep.
 */
export function OrderPage({
  token,
  placed,
  back,
  payFirst = false,
}: {
  token: string;
  placed: boolean;
  back?: PaymentReturn;
  payFirst?: boolean;
}) {
  const confirming = useConfirmingWindow(back === "done");
  const order = useQuery(
    trpc.checkout.track.queryOptions(
      { token },
      {
        ...linkPageQuery,
        // Back from paying: ask again every 2 s for a minute until the provider's event is recorded.
        refetchInterval: (query) =>
          confirming.open && query.state.data?.online_payment.state !== "received" ? CONFIRM_POLL_MS : false,
      },
    ),
  );

  return (
    <QueryPage
      query={order}
      loadingLabel="Loading your order"
      failed={(error) => (
        <LoadFailedCard
          // A link that opens nothing, or a passing problem (too many reads, the network).
          title={
            ["NOT_FOUND", "BAD_REQUEST"].includes(errorCode(error) ?? "")
              ? "Order not found"
              : "We could not load this order"
          }
          message={
            serverMessage(error) ?? "We could not load this order. Check your connection and try again."
          }
        >
          <Group mt="md">
            <Button onClick={() => void order.refetch()} variant="default">
              Try Again
            </Button>
            <Button component={Link} to="/contact">
              Contact the Store
            </Button>
          </Group>
        </LoadFailedCard>
      )}
    >
      {(data) => (
        <OrderDetails
          order={data}
          placed={placed}
          token={token}
          back={back}
          gaveUp={!confirming.open}
          payFirst={payFirst}
        />
      )}
    </QueryPage>
  );
}

/** True for a minute after the page opened (when `active`), then false: how long the page waits for the provider. */
function useConfirmingWindow(active: boolean) {
  const [open, setOpen] = useState(active);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setOpen(false), CONFIRM_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return { open };
}

function OrderDetails({
  order,
  placed,
  token,
  back,
  gaveUp,
  payFirst,
}: {
  order: TrackedOrder;
  placed: boolean;
  token: string;
  back?: PaymentReturn;
  gaveUp: boolean;
  payFirst: boolean;
}) {
  const link = usePageAddress();
  return (
    <Stack gap="lg">
      {back && <PaymentReturnNotice order={order} back={back} gaveUp={gaveUp} />}
      {placed && (
        <ConfirmationAlert title={`Thank you! Your order #${order.number} is placed.`}>
          We sent a confirmation to {order.customer_email}. Nothing was charged online: you pay in store when
          you pick up your order, or by invoice.
        </ConfirmationAlert>
      )}
      <OrderRecordHeading order={order} when={when} />

      <div className={classes.layout}>
        <Stack gap="lg">
          <PayNowCard order={order} token={token} first={payFirst} />
          <OrderStatusCard order={order} when={when} />

          <Card withBorder radius="lg" p="lg">
            <Title order={2} size="h4" mb="sm">
              {order.fulfilment === "pickup" ? "Pickup" : "Delivery"}
            </Title>
            {order.fulfilment === "pickup" || !order.delivery_address ? (
              <>
                <PickupFacts readiness={orderPickupReadiness(order)} />
                <Text size="sm" mt="sm">
                  Call{" "}
                  <Anchor href={storeInfo.phoneHref} underline="always">
                    {storeInfo.phone}
                  </Anchor>{" "}
                  with any questions.
                </Text>
              </>
            ) : (
              <Text size="sm">
                <AddressLines address={order.delivery_address} />
              </Text>
            )}
            <Text size="sm" mt="sm">
              {order.customer_name} · {order.customer_email}
              {order.customer_phone ? ` · ${order.customer_phone}` : ""}
            </Text>
            {order.note && (
              <Text size="sm" mt="xs" c="dimmed">
                Note: {order.note}
              </Text>
            )}
          </Card>

          <PaymentNotice title="Payment" />

          <Card withBorder radius="lg" p="lg">
            <Group gap={6} mb={4}>
              <IconLink size={18} aria-hidden="true" />
              <Title order={2} size="h4">
                Your private order link
              </Title>
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              Keep this link to check on your order; anyone with it can see this page.
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label="Order link"
                value={link}
                readOnly
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    onClick={copy}
                    leftSection={<IconCopy size={16} aria-hidden="true" />}
                  >
                    {copied ? "Copied!" : "Copy"}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Card>
        </Stack>

        <OrderItemsCard order={order} />
      </div>
    </Stack>
  );
}
