import { Stack, Text } from "@mantine/core";
import { printedAs } from "@store/db/catalogue";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { serverMessage } from "../../lib/api-errors";
import { retryUnlessRefused } from "../../lib/server-refusal";
import { trpc, trpcClient } from "../../lib/trpc";
import { LoadFailedCard, QueryPage } from "../../ui/pages/QueryPage";
import classes from "../checkout/checkout.module.css";
import { usePageTitle } from "../layout/use-page-meta";
import { OrderItemsCard, OrderRecordHeading, OrderStatusCard } from "../orders/OrderRecordParts";
import { PayNowCard } from "../orders/PayNowCard";
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
          <OrderRecordHeading order={data} when={when}>
            {data.team_store && (
              <Text mt={4} c="dimmed">
                {data.team_store.team_name} team store · batch {data.team_store.batch}
                {data.player_name ? ` · for ${data.player_name}` : ""}
              </Text>
            )}
          </OrderRecordHeading>
          {data.status !== "cancelled" && (
            <PayNowCard
              order={data}
              // The order's page takes the payment: a fresh private link to it, whose page the buyer returns to.
              token={async () =>
                (await trpcClient.account.orderPage.mutate({ id: data.id })).path.split("/").pop() ?? ""
              }
            />
          )}
          <div className={classes.layout}>
            <OrderStatusCard order={data} when={when} />
            <OrderItemsCard
              order={data}
              name={(item) =>
                printedAs(item.print_name, item.print_number)
                  ? `${item.product_name} (${printedAs(item.print_name, item.print_number)})`
                  : item.product_name
              }
            />
          </div>
          {data.team_store && data.player_name && data.status !== "cancelled" && (
            <SaveTeamPlayerOffer orderId={data.id} player={data.player_name} email={data.customer_email} />
          )}
        </Stack>
      )}
    </QueryPage>
  );
}
