import type { Database } from "@store/db";
import type { MailSettings } from "../../mail/settings";
import { enqueueOrderPlaced } from "../orders/order-emails";
import { addOrderLink } from "../orders/order-links";
import type { OrderDto } from "../orders/schemas";

/**
 * Sends the confirmation of an order that waited for its payment, in the payment's transaction.
 * Payments sits below the domains whose orders it confirms (team stores send their own team
 * e-mails), so the app hands it the sender that picks; a shop order's is the default.
 */
export type ConfirmPaidOrder = (tx: Database, order: OrderDto, mail: MailSettings) => Promise<void>;

/** A shop order's confirmation: the buyer's e-mail and the store's notice. */
export const confirmShopOrder: ConfirmPaidOrder = async (tx, order, mail) =>
  enqueueOrderPlaced(tx, order, await addOrderLink(tx, order.id), mail);
