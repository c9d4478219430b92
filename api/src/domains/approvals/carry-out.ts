import type { Database } from "@store/db";
import type { PaymentProviders } from "../../payments/providers";
import type { Replayable } from "../idempotent";
import type { OrderDetailDto } from "../orders/order-detail-schemas";
import { reversePayment } from "../orders/payments";
import { refundPayment } from "../payments/staff-refund";
import type { Actor } from "../staff/audit-records";
import type { ApprovalKind } from "./inputs";

/** What is given back, and on which payment: a request's facts, or a counter person's ask. */
export interface MoneyBack {
  orderId: string;
  paymentId: string;
  kind: ApprovalKind;
  amount: number;
  reason: string;
  /** A provider refund's key: the same key twice asks the provider once. */
  idempotencyKey?: string;
}

/**
 * Gives the money back exactly as a manager's own refund or reversal does: through the same service,
 * with its checks (what is left, reversed once), its timeline entry and its audit entry.
 */
export async function carryOut(
  db: Database,
  actor: Actor,
  payments: PaymentProviders,
  back: MoneyBack,
): Promise<Replayable<OrderDetailDto>> {
  const { orderId: id, paymentId, reason } = back;
  if (back.kind === "refund")
    return refundPayment({
      db,
      actor,
      payments,
      input: { id, paymentId, amount: back.amount, reason, idempotency_key: back.idempotencyKey },
    });
  return { value: await reversePayment({ db, actor, input: { id, paymentId, reason } }), replayed: false };
}
