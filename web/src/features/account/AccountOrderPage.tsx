import { Card, Stack, Text, Timeline, Title } from "@mantine/core";
import { printedAs } from "@store/db/catalogue";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { serverMessage } from "../../lib/api-errors";
import { retryUnlessRefused } from "../../lib/server-refusal";
import { trpc } from "../../lib/trpc";
import { LoadFailedCard, QueryPage } from "../../ui/pages/QueryPage";
import { RecordHeading } from "../../ui/pages/RecordHeading";
import classes from "../checkout/checkout.module.css";
import { OrderSummaryCard } from "../checkout/OrderSummaryCard";
import { usePageTitle } from "../layout/use-page-meta";
import { OrderBalance } from "../orders/OrderBalance";
import { OrderStatusBadge } from "../orders/OrderStatusBadge";
import { statusHint, statusLabel } from "../orders/order-status";
import { PickupWhen } from "../pickup/PickupWhen";
import { AnchorLink } from "../product/AnchorLink";
import { RequireAccount } from "./RequireAccount";
import { SaveTeamPlayerOffer } from "./SaveTeamPlayerOffer";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function BackToAccount({ tab }: { tab?: "requests" }) {
  return (
    <AnchorLink to="/account" search={tab ? { tab } : {}} size="sm" fw={600}>
      <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: "-2px" }} /> Your Account
    </AnchorLink>
  );
}

/** /account/orders/{id}: one of the account's orders, with its status timeline. */
export function AccountOrderPage({ id }: { id: string }) {
  return <RequireAccount>{() => <AccountOrder id={id} />}</RequireAccount>;
}

function AccountOrder({ id }: { id: string }) {
  const order = useQuery(trpc.account.order.queryOptions({ id }, { retry: retryUnlessRefused }));
  usePageTitle(order.data ? `Order #${order.data.number}` : "Your Order", "Your order's status and details.");
  return (
    <QueryPage
      query={order}
      loadingLabel="Loading your order"
      failed={(error) => (
        <Stack gap="md">
          <BackToAccount />
          <LoadFailedCard
            title="We could not show this order"
            message={serverMessage(error) ?? "Check your connection and try again."}
          >
            {null}
          </LoadFailedCard>
        </Stack>
      )}
    >
      {(data) => (
        <Stack gap="lg">
          <BackToAccount />
          <RecordHeading
            caption={<>Placed {when.format(new Date(data.created_at))}</>}
            title={<>Order #{data.number}</>}
            badge={
              <OrderStatusBadge
                size="lg"
                status={data.status}
                fulfilment={data.fulfilment}
                team={data.team_store}
              />
            }
          >
            <Text mt={4}>{statusHint(data.status, data.fulfilment, data.team_store)}</Text>
            {data.fulfilment === "pickup" && <PickupWhen order={data} />}
            {data.team_store && (
              <Text mt={4} c="dimmed">
                {data.team_store.team_name} team store · batch {data.team_store.batch}
                {data.player_name ? ` · for ${data.player_name}` : ""}
              </Text>
            )}
          </RecordHeading>
          <div className={classes.layout}>
            <Card withBorder radius="lg" p="lg">
              <Title order={2} size="h4" mb="md">
                Status
              </Title>
              <Timeline active={data.history.length - 1} bulletSize={18} lineWidth={2}>
                {data.history.map((step) => (
                  <Timeline.Item
                    key={`${step.status}-${step.at}`}
                    title={statusLabel(step.status, data.fulfilment, data.team_store)}
                  >
                    <Text size="xs" c="dimmed">
                      {when.format(new Date(step.at))}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Card>
            <OrderSummaryCard
              headingId="items-heading"
              title="Items"
              lines={data.items.map((item) => ({
                key: item.id,
                name: printedAs(item.print_name, item.print_number)
                  ? `${item.product_name} (${printedAs(item.print_name, item.print_number)})`
                  : item.product_name,
                size: item.size,
                quantity: item.quantity,
                unitPrice: item.unit_price,
              }))}
              fulfilment={data.fulfilment}
              subtotal={data.subtotal}
              deliveryFee={data.delivery_fee}
              total={data.total}
            >
              <OrderBalance order={data} />
            </OrderSummaryCard>
          </div>
          {data.team_store && data.player_name && data.status !== "cancelled" && (
            <SaveTeamPlayerOffer orderId={data.id} player={data.player_name} email={data.customer_email} />
          )}
        </Stack>
      )}
    </QueryPage>
  );
}
