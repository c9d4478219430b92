import type { Database } from "@store/db";
import type { PaymentProvider } from "@store/db/catalogue";
import type { MailSettings } from "../../mail/settings";
import type { ProviderEvent } from "../../payments/provider";
import type { EventOutcome } from "./event-outcome";
import { expireHostedPayment } from "./expire-hosted-payment";
import type { ConfirmPaidOrder } from "./paid-order-confirmation";
import { recordCounterPayment } from "./record-counter-payment";
import { recordOnlinePayment } from "./record-online-payment";
import { applyMoneyBack, fromDispute, fromRefund } from "./refund-events";

/** One verified provider event, to the one service that acts on its kind. */
export async function applyProviderEvent(options: {
  db: Database;
  provider: PaymentProvider;
  event: ProviderEvent;
  mail: MailSettings;
  /** Sends the confirmation of an order that waited for its payment (the shop's when not given). */
  confirm?: ConfirmPaidOrder;
}): Promise<EventOutcome> {
  const { db, provider, event, mail, confirm } = options;
  switch (event.kind) {
    case "paid":
      return recordOnlinePayment({ db, provider, event, mail, ...(confirm && { confirm }) });
    case "expired":
      return expireHostedPayment({ db, provider, event, mail });
    case "refund":
      return applyMoneyBack({ db, provider, event, back: fromRefund(event) });
    case "disputed":
      return applyMoneyBack({ db, provider, event, back: fromDispute(event) });
    case "counter_payment":
      return recordCounterPayment({ db, provider, event });
    case "ignored":
      // Not kept: a provider sends many kinds the store has no use for.
      return { result: "ignored", message: `The store does not act on ${event.type}.` };
  }
}
