import type { RouterOutputs } from "@store/api/contracts";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { Access } from "../../../../app/admin-door/access";
import { retryUnlessRefused } from "../../../../lib/server-refusal";
import { trpc } from "../../../../lib/trpc";

export type OrderDetail = RouterOutputs["orders"]["detail"];
export type OrderPageOrder = OrderDetail["order"];
export type Payment = OrderDetail["payments"][number];
export type TimelineEntry = OrderDetail["timeline"][number];

/** The number in /admin/orders/<number>; anything else is left to the server to refuse. */
export const orderNumberOf = (param: string) => (/^\d{1,10}$/.test(param) ? Number(param) : Number.NaN);

// An unknown number is answered at once, not asked again.
const orderPageQuery = (number: number) =>
  trpc.orders.detail.queryOptions({ number }, { retry: retryUnlessRefused });

/** A refund asked of the provider and not yet confirmed: the page asks again until it is. */
const waitsForProvider = (detail: OrderDetail | undefined) =>
  detail?.payments.some((p) => p.refunds.some((r) => r.status === "pending")) ?? false;

/**
 * One order's page; its failures (an unknown number) are shown by the page itself. While a refund
 * waits for the provider's event (seconds, usually), it is asked again every few seconds.
 */
export const useOrderPage = (number: number) =>
  useQuery({
    ...orderPageQuery(number),
    refetchInterval: (query) => (waitsForProvider(query.state.data) ? 3000 : false),
  });

export async function prefetchOrderPage(queryClient: QueryClient, access: Access, param: string) {
  const number = orderNumberOf(param);
  if (access.status !== "granted" || Number.isNaN(number)) return;
  await queryClient.prefetchQuery(orderPageQuery(number));
}
