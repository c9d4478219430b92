import { teamStoreStatusLabels } from "@store/db/catalogue";
import { AppError } from "../../../errors/app-error";
import type { PaymentProviders } from "../../../payments/providers";
import { storeMomentInWords } from "../store/store-time";

// The rules a store's settings and items keep, checked by the server whatever the form sent.

/** From closing on, sold lines and number rules stay as families ordered them. */
export const CLOSED_OR_LATER = ["closed", "in_production", "ready", "completed"] as const;

export const isClosedOrLater = (status: string) => (CLOSED_OR_LATER as readonly string[]).includes(status);

/** The store's status in a sentence: "The store is in production." */
export const statusSentence = (status: keyof typeof teamStoreStatusLabels) =>
  `The store is ${status === "draft" ? "a draft" : teamStoreStatusLabels[status].toLowerCase()}.`;

export function checkMoments(opensAt: Date, closesAt: Date): void {
  if (closesAt.getTime() <= opensAt.getTime()) {
    throw AppError.badRequest(
      `The store must close after it opens: it opens ${storeMomentInWords(opensAt)} and would close ${storeMomentInWords(closesAt)}.`,
      { closes_at: "Choose a close after the opening." },
    );
  }
}

export function checkNumberRange(min: number, max: number): void {
  if (max < min) {
    throw AppError.badRequest(`The highest number (${max}) must not be below the lowest (${min}).`, {
      number_max: "Must be at least the lowest number.",
    });
  }
}

/** Said when staff choose "Families pay when ordering" while no card payments are set up. */
export const PAY_AT_ORDER_NEEDS_PROVIDER =
  'Families can pay when ordering only while online card payments are set up (Stripe keys on the server; see Payments settings). Choose "Pay at pickup" or "Team invoice" for now.';

/** "Families pay when ordering" needs a live hosted payment page to send them to. */
export function checkPaymentModeOffered(mode: string, payments: PaymentProviders): void {
  if (mode === "pay_at_order" && !payments.hosted?.startHostedPayment)
    throw AppError.conflict(PAY_AT_ORDER_NEEDS_PROVIDER);
}
