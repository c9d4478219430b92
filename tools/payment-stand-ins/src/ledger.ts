// Money movements on the stand-in's account: payment intents, charges, refunds, disputes, balance
// transactions and payouts, each change queueing the event Stripe would send.
import type Stripe from "stripe";
import { missingParam, noSuchObject, StripeApiError } from "./errors.js";
import type { EventHub, Origin } from "./events.js";
import { type FormObject, stringMap, text } from "./form.js";
import { newId, nowSeconds } from "./ids.js";
import {
  balanceTransactionDefaults,
  chargeDefaults,
  disputeDefaults,
  paymentIntentDefaults,
  payoutDefaults,
  refundDefaults,
} from "./unmodelled-fields.js";

const DISPUTE_FEE = 1500;

export class Ledger {
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly refunds = new Map<string, Stripe.Refund>();
  readonly disputes = new Map<string, Stripe.Dispute>();
  /** Oldest first; lists answer newest first like Stripe. */
  readonly balanceTransactions: Stripe.BalanceTransaction[] = [];
  readonly payouts: Stripe.Payout[] = [];
  /** Which payout paid out each balance transaction (Stripe only exposes this via list filters). */
  readonly payoutOf = new Map<string, string>();

  constructor(protected readonly hub: EventHub) {}

  /** A card payment that succeeded: its PaymentIntent, Charge and balance transaction. */
  protected recordCardPayment(payment: {
    amount: number;
    currency: string;
    email: string | null;
    metadata: Record<string, string>;
    description: string;
  }): Stripe.PaymentIntent {
    const { amount, currency } = payment;
    const created = nowSeconds();
    const intentId = newId("pi");
    const chargeId = newId("ch");
    const transaction = this.addTransaction({
      amount,
      fee: stripeFee(amount),
      currency,
      type: "charge",
      reporting_category: "charge",
      source: chargeId,
      description: payment.description,
    });
    const charge = {
      ...chargeDefaults,
      id: chargeId,
      object: "charge",
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      balance_transaction: transaction.id,
      billing_details: { address: null, email: payment.email, name: null, phone: null },
      captured: true,
      created,
      currency,
      disputed: false,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: intentId,
      refunded: false,
      status: "succeeded",
    } as unknown as Stripe.Charge;
    const intent = {
      ...paymentIntentDefaults,
      id: intentId,
      object: "payment_intent",
      amount,
      amount_received: amount,
      capture_method: "automatic_async",
      confirmation_method: "automatic",
      created,
      currency,
      latest_charge: chargeId,
      livemode: false,
      metadata: payment.metadata,
      payment_method_types: ["card"],
      status: "succeeded",
    } as unknown as Stripe.PaymentIntent;
    this.charges.set(chargeId, charge);
    this.paymentIntents.set(intentId, intent);
    return intent;
  }

  paymentIntent(id: string): Stripe.PaymentIntent {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw noSuchObject("payment_intent", id);
    return intent;
  }

  private chargeOf(paymentIntentId: string): Stripe.Charge {
    const intent = this.paymentIntent(paymentIntentId);
    const charge = this.charges.get(String(intent.latest_charge));
    if (!charge)
      throw new StripeApiError(
        400,
        "invalid_request_error",
        `PaymentIntent ${paymentIntentId} has no successful charge to refund.`,
      );
    return charge;
  }

  /** A refund through the API answers "pending"; it then succeeds and refund.created/updated are queued. */
  createRefund(form: FormObject, origin: Origin): Stripe.Refund {
    const paymentIntentId = text(form, "payment_intent") ?? text(form, "charge");
    if (!paymentIntentId) throw missingParam("payment_intent");
    const charge = this.chargeOf(paymentIntentId);
    const amountText = text(form, "amount");
    const amount = amountText === undefined ? undefined : Number(amountText);
    if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0)) {
      throw new StripeApiError(
        400,
        "invalid_request_error",
        `Invalid positive integer: amount must be a whole number of cents above 0, got '${amountText}'.`,
        "parameter_invalid_integer",
        "amount",
      );
    }
    const refund = this.refund(charge, amount, text(form, "reason") ?? null, stringMap(form.metadata));
    const answer = structuredClone(refund);
    this.succeed(refund);
    this.hub.create("refund.created", refund, origin);
    this.hub.create("refund.updated", refund, origin, { status: "pending" });
    return answer;
  }

  dashboardRefund(paymentIntentId: string, amount: number): Stripe.Refund {
    const refund = this.refund(this.chargeOf(paymentIntentId), amount, "requested_by_customer", {});
    this.succeed(refund);
    this.hub.create("refund.created", refund, null);
    return refund;
  }

  private refund(
    charge: Stripe.Charge,
    requested: number | undefined,
    reason: string | null,
    metadata: Record<string, string>,
  ): Stripe.Refund {
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0) {
      throw new StripeApiError(
        400,
        "invalid_request_error",
        `Charge ${charge.id} has already been refunded.`,
        "charge_already_refunded",
      );
    }
    const amount = requested ?? left;
    if (amount > left) {
      throw new StripeApiError(
        400,
        "invalid_request_error",
        `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`,
        "amount_too_large",
        "amount",
      );
    }
    // Counted at once so two quick refunds cannot both take what is left.
    Object.assign(charge, {
      amount_refunded: charge.amount_refunded + amount,
      refunded: charge.amount_refunded + amount === charge.amount,
    });
    const id = newId("re");
    const transaction = this.addTransaction({
      amount: -amount,
      fee: 0,
      currency: charge.currency,
      type: "refund",
      reporting_category: "refund",
      source: id,
      description: reason ?? "Refund",
    });
    const refund = {
      ...refundDefaults,
      id,
      object: "refund",
      amount,
      balance_transaction: transaction.id,
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      metadata,
      payment_intent: charge.payment_intent,
      reason,
      status: "pending",
    } as unknown as Stripe.Refund;
    this.refunds.set(id, refund);
    return refund;
  }

  private succeed(refund: Stripe.Refund): void {
    Object.assign(refund, { status: "succeeded" });
  }

  getRefund(id: string): Stripe.Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw noSuchObject("refund", id);
    return refund;
  }

  dispute(paymentIntentId: string, amount: number): Stripe.Dispute {
    const charge = this.chargeOf(paymentIntentId);
    const id = newId("du");
    const transaction = this.addTransaction({
      amount: -amount,
      fee: DISPUTE_FEE,
      currency: charge.currency,
      type: "adjustment",
      reporting_category: "dispute",
      source: id,
      description: `Chargeback withdrawal for ${charge.id}`,
    });
    Object.assign(charge, { disputed: true });
    const created = nowSeconds();
    const dispute = {
      ...disputeDefaults,
      id,
      object: "dispute",
      amount,
      balance_transactions: [structuredClone(transaction)],
      charge: charge.id,
      created,
      currency: charge.currency,
      evidence: {
        customer_email_address: null,
        product_description: null,
        receipt: null,
        uncategorized_text: null,
      },
      evidence_details: {
        due_by: created + 7 * 24 * 3600,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: paymentIntentId,
      reason: "fraudulent",
      status: "needs_response",
    } as unknown as Stripe.Dispute;
    this.disputes.set(id, dispute);
    this.hub.create("charge.dispute.created", dispute, null);
    return dispute;
  }

  /** Pays out every balance transaction not yet paid out, as one Payout that is paid at once. */
  payout(): Stripe.Payout {
    const unpaid = this.balanceTransactions.filter(
      (entry) => entry.type !== "payout" && !this.payoutOf.has(entry.id),
    );
    if (unpaid.length === 0)
      throw new Error("Nothing to pay out: no charges, refunds or disputes since the last payout.");
    const amount = unpaid.reduce((sum, entry) => sum + entry.net, 0);
    const currency = unpaid[0]?.currency ?? "usd";
    const id = newId("po");
    const own = this.addTransaction({
      amount: -amount,
      fee: 0,
      currency,
      type: "payout",
      reporting_category: "payout",
      source: id,
      description: "STRIPE PAYOUT",
    });
    for (const entry of [...unpaid, own]) this.payoutOf.set(entry.id, id);
    const created = nowSeconds();
    const payout = {
      ...payoutDefaults,
      id,
      object: "payout",
      amount,
      arrival_date: created + 2 * 24 * 3600,
      automatic: true,
      balance_transaction: own.id,
      created,
      currency,
      description: "STRIPE PAYOUT",
      destination: "ba_stand_in_bank_account",
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: {},
      method: "standard",
      reconciliation_status: "completed",
      source_type: "card",
      statement_descriptor: null,
      status: "paid",
      type: "bank_account",
    } as unknown as Stripe.Payout;
    this.payouts.push(payout);
    this.hub.create("payout.created", payout, null);
    this.hub.create("payout.paid", payout, null);
    return payout;
  }

  getPayout(id: string): Stripe.Payout {
    const payout = this.payouts.find((entry) => entry.id === id);
    if (!payout) throw noSuchObject("payout", id);
    return payout;
  }

  /** The object a balance transaction's `source` names, for expand[]=data.source. */
  sourceOf(id: string): object | string {
    return (
      this.charges.get(id) ??
      this.refunds.get(id) ??
      this.disputes.get(id) ??
      this.payouts.find((entry) => entry.id === id) ??
      id
    );
  }

  protected addTransaction(entry: {
    amount: number;
    fee: number;
    currency: string;
    type: string;
    reporting_category: string;
    source: string;
    description: string;
  }): Stripe.BalanceTransaction {
    const created = nowSeconds();
    const transaction = {
      ...balanceTransactionDefaults,
      id: newId("txn"),
      object: "balance_transaction",
      amount: entry.amount,
      available_on: created,
      created,
      currency: entry.currency,
      description: entry.description,
      exchange_rate: null,
      fee: entry.fee,
      fee_details:
        entry.fee === 0
          ? []
          : [
              {
                amount: entry.fee,
                application: null,
                currency: entry.currency,
                description: "Stripe processing fees",
                type: "stripe_fee",
              },
            ],
      net: entry.amount - entry.fee,
      reporting_category: entry.reporting_category,
      source: entry.source,
      status: "available",
      type: entry.type,
    } as unknown as Stripe.BalanceTransaction;
    this.balanceTransactions.push(transaction);
    return transaction;
  }
}

/** Stripe's US card price: 2.9% + 30¢. */
function stripeFee(amount: number): number {
  return Math.round(amount * 0.029) + 30;
}

function money(cents: number, currency: string): string {
  return `${currency === "usd" ? "$" : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;
}
