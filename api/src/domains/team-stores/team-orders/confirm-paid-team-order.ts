import { teamStores } from "@store/db";
import { eq } from "drizzle-orm";
import { addOrderLink } from "../../orders/order-links";
import { type ConfirmPaidOrder, confirmShopOrder } from "../../payments/paid-order-confirmation";
import { enqueueTeamOrderPlaced } from "../emails/team-order-emails";
import { getTeamOrder } from "./get-team-order";

/**
 * The confirmation an order sends once its payment came: a family's order in a store that
 * collects when ordering gets the team e-mails (its store's words, its order page), any other the shop's.
 */
export const confirmPaidOrder: ConfirmPaidOrder = async (tx, order, mail) => {
  if (!order.team_store) return confirmShopOrder(tx, order, mail);
  const [store] = await tx.select().from(teamStores).where(eq(teamStores.id, order.team_store.id));
  if (!store) throw new Error(`team store ${order.team_store.id} of order #${order.number} is missing`);
  const teamOrder = await getTeamOrder(tx, order.id);
  // A family's order (batch 1) stays changeable through its link until close, as one paid in store.
  await enqueueTeamOrderPlaced(
    tx,
    teamOrder,
    store,
    await addOrderLink(tx, order.id),
    mail,
    order.team_store.batch === 1,
  );
};
