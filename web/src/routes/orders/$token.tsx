import { createFileRoute } from "@tanstack/react-router";
import { OrderPage } from "../../features/orders/OrderPage";
import type { PaymentReturn } from "../../features/orders/pay-words";
import { loadLinkPage } from "../../lib/load-link-page";
import { trpc } from "../../lib/trpc";

export interface OrderSearch {
  /** Right after checkout: the order page is then the confirmation too. */
  placed?: true;
  /** Back from the payment provider's page. */
  payment?: PaymentReturn;
  /** Opened from an e-mail's "Pay now" link: the pay button comes first. */
  pay?: 1;
}

const readSearch = (search: Record<string, unknown>): OrderSearch => ({
  ...(search.placed === true || search.placed === "true" ? { placed: true } : {}),
  ...(search.payment === "done" || search.payment === "cancelled" ? { payment: search.payment } : {}),
  ...(search.pay === 1 || search.pay === "1" ? { pay: 1 } : {}),
});

export const Route = createFileRoute("/orders/$token")({
  validateSearch: readSearch,
  loader: ({ context, params }) =>
    loadLinkPage(context.queryClient, trpc.checkout.track.queryOptions({ token: params.token })),
  component: function OrderRoute() {
    const { token } = Route.useParams();
    const { placed, payment, pay } = Route.useSearch();
    return <OrderPage token={token} placed={placed === true} back={payment} payFirst={pay === 1} />;
  },
});
