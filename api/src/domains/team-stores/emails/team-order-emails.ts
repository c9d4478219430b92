import type { Database, TeamStore } from "@store/db";
import { enqueueEmail } from "../../../mail/outbox";
import type { MailSettings } from "../../../mail/settings";
import {
  type TeamOrderEmailFacts,
  teamOrderPlacedForCustomer,
  teamOrderPlacedForStore,
  teamOrderUpdatedForCustomer,
} from "../../../mail/templates/team-orders";
import { salesTaxLabel } from "../../tax/tax-words";
import type { TeamOrderDto } from "../family-schemas";
import { closesInWords } from "../store/store-time";
import { DISTRIBUTION_WORDS, PAYMENT_WORDS } from "../store/store-words";

/** The family's order page, as a path on the site. */
export const teamOrderPath = (slug: string, token: string) => `/team/${slug}/order/${token}`;

function factsOf(
  order: TeamOrderDto,
  store: TeamStore,
  token: string,
  mail: MailSettings,
  canChange: boolean,
): TeamOrderEmailFacts {
  return {
    number: order.number,
    teamName: store.teamName,
    customerName: order.customer_name ?? order.customer_email,
    playerName: order.player_name ?? "",
    lines: order.items.map((item) => ({
      name: item.product_name,
      size: item.size,
      quantity: item.quantity,
      printName: item.print_name,
      printNumber: item.print_number,
      lineTotal: (Math.round(item.unit_price * 100) * item.quantity) / 100,
    })),
    tax: order.tax,
    taxLabel: salesTaxLabel({
      tax: order.tax,
      place: order.tax_place,
      rates: order.tax_lines.map((l) => l.rate),
      exemption: null,
    }),
    total: order.total,
    paymentWords: PAYMENT_WORDS[store.paymentMode],
    distributionWords: DISTRIBUTION_WORDS[store.distribution],
    closesInWords: closesInWords(store.closesAt),
    orderUrl: `${mail.publicUrl}${teamOrderPath(store.slug, token)}`,
    canChange,
  };
}

/** The family's confirmation and the store's note, written in the order's own transaction. */
export async function enqueueTeamOrderPlaced(
  tx: Database,
  order: TeamOrderDto,
  store: TeamStore,
  token: string,
  mail: MailSettings,
  canChange: boolean,
) {
  await enqueueEmail(tx, {
    kind: "team_order.placed",
    to: order.customer_email,
    orderId: order.id,
    ...teamOrderPlacedForCustomer(factsOf(order, store, token, mail, canChange)),
  });
  await enqueueEmail(tx, {
    kind: "team_order.received",
    to: mail.storeEmail,
    orderId: order.id,
    replyTo: order.customer_email,
    ...teamOrderPlacedForStore(
      factsOf(order, store, token, mail, canChange),
      `${mail.publicUrl}/admin/orders/${order.number}`,
    ),
  });
}

/** "Your team order was updated" (or cancelled), one per saved change. */
export async function enqueueTeamOrderUpdated(
  tx: Database,
  order: TeamOrderDto,
  store: TeamStore,
  token: string,
  mail: MailSettings,
) {
  const cancelled = order.status === "cancelled";
  await enqueueEmail(tx, {
    kind: "team_order.updated",
    to: order.customer_email,
    orderId: order.id,
    ...teamOrderUpdatedForCustomer(factsOf(order, store, token, mail, true), cancelled),
  });
}
