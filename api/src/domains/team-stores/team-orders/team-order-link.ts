import { type Database, orderAccessTokens, orders, type TeamStore, teamStores } from "@store/db";
import { handoutFacts, teamStorePhase } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { hashSecret } from "../../../auth/tokens";
import { AppError } from "../../../errors/app-error";
import { ORDER_LINK_NOT_FOUND } from "../../orders/track-order";
import { familyView } from "../family/family-view";
import type { TeamOrderDto, TeamOrderViewDto } from "../family-schemas";
import { handoutOf } from "../store/store-handout";
import { closesInWords } from "../store/store-time";
import { getTeamOrder } from "./get-team-order";
import { openPaymentFor } from "./pay-difference";

/** The team order a private link opens, with its store; any other link is the same 404. */
export async function teamOrderForToken({
  db,
  input: { token },
}: {
  db: Database;
  input: { token: string };
}): Promise<{ orderId: string; store: TeamStore }> {
  const [row] = await db
    .select({ orderId: orderAccessTokens.orderId, store: teamStores })
    .from(orderAccessTokens)
    .innerJoin(orders, eq(orders.id, orderAccessTokens.orderId))
    .innerJoin(teamStores, eq(teamStores.id, orders.teamStoreId))
    .where(eq(orderAccessTokens.tokenHash, hashSecret(token)));
  if (!row) throw AppError.notFound(ORDER_LINK_NOT_FOUND);
  return row;
}

/** Whether the family may still change the order: a batch 1 order, not cancelled, while the store is open. */
export const canChange = (order: Pick<TeamOrderDto, "status" | "team_batch">, store: TeamStore, now: Date) =>
  order.status !== "cancelled" && order.team_batch === 1 && teamStorePhase(store, now) === "open";

const AFTER_CLOSE: Partial<Record<TeamStore["status"], string>> = {
  in_production: "Your team's items are being made.",
  ready: "Your team's items are ready: where, when and whom to pay are below.",
  completed: "Your team's order is complete.",
};

/** Where the order stands, in words, for the top of the family's order page. */
export function statusWords(order: TeamOrderDto, store: TeamStore, now: Date): string {
  if (order.status === "cancelled") return "This order is cancelled. Nothing will be made for it.";
  if (canChange(order, store, now))
    return `You can change sizes, names and numbers, or cancel, until the store ${closesInWords(store.closesAt)}.`;
  const batch = order.team_batch === 2 ? "This late order is made with the team's second batch. " : "";
  // A late order added once the team's bags were ready is still being made: it says so, not "ready".
  const stillMaking =
    order.status === "processing" && (store.status === "ready" || store.status === "completed");
  const stage = stillMaking
    ? "Your items are being made; we e-mail you when they are ready."
    : (AFTER_CLOSE[store.status] ??
      "The store is closed: your order waits for production with the team's batch.");
  return `${batch}${stage} Changes are no longer possible: for help, call the store.`;
}

/** The family's order page: the order, the store's words and items, and what may still change. */
export async function teamOrderView({
  db,
  orderId,
  store,
  now,
}: {
  db: Database;
  orderId: string;
  store: TeamStore;
  now: Date;
}): Promise<TeamOrderViewDto> {
  const [order, view] = await Promise.all([getTeamOrder(db, orderId), familyView({ db, store, now })]);
  return {
    order,
    store: {
      slug: view.slug,
      team_name: view.team_name,
      sport: view.sport,
      closes_at: view.closes_at,
      closes_in_words: view.closes_in_words,
      distribution_words: view.distribution_words,
      payment_mode: view.payment_mode,
      payment_words: view.payment_words,
      // In the order's own fulfilment (a family that chose delivery is not handed a bag).
      handout: handoutFacts(handoutOf(store), order.fulfilment),
      number_rules: view.number_rules,
      items: view.items,
    },
    can_change: canChange(order, store, now),
    status_words: statusWords(order, store, now),
    ...(await openPaymentFor(db, order, now)),
  };
}
