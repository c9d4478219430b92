import type { Database } from "@store/db";
import type { MailSettings } from "../../../mail/settings";
import { payLinkLabel } from "../../../mail/templates/pay-link";
import { addOrderLink, trackingPath } from "../order-links";
import type { OrderDto } from "../schemas";

/** An invoice's "Pay $N now: <link>" line: the words and the order's private page opening with the pay button. */
export interface InvoicePayLink {
  label: string;
  url: string;
}

export type InvoiceOrder = OrderDto & { pay_link?: InvoicePayLink | null };

/**
 * The orders to print, each with its pay link when the store takes payments online and something is
 * due (a fresh private link per invoice, as each e-mail gets its own); as they were otherwise.
 */
export async function withInvoicePayLinks(
  db: Database,
  mail: MailSettings,
  orders: OrderDto[],
): Promise<InvoiceOrder[]> {
  const { payAsk } = mail;
  if (!payAsk) return orders;
  return Promise.all(
    orders.map(async (order) => {
      const ask = await payAsk(db, order);
      if (!ask) return order;
      const url = `${mail.publicUrl}${trackingPath(await addOrderLink(db, order.id))}?pay=1`;
      return { ...order, pay_link: { label: payLinkLabel(ask.amount, ask.purpose), url } };
    }),
  );
}
