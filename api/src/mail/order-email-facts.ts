import type { PickupReadiness } from "@store/db/catalogue";

/**
 * What an order e-mail says, gathered by the checkout code from its own rows. The templates take
 * these plain facts (not database rows) so they stay easy to test and do not follow schema changes.
 */
export interface OrderEmailFacts {
  number: number; // e.g. 1042, shown as "Order #1042"
  status: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  fulfilment: "pickup" | "delivery";
  /** A pickup order's readiness when the message is written (decision 054); null for a delivery. */
  pickup: PickupReadiness | null;
  deliveryAddress: { line1: string; line2?: string; city: string; state: string; zip: string } | null;
  note: string | null;
  lines: { name: string; size: string | null; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  deliveryFee: number;
  /** Sales tax in dollars; absent or 0 with no exemption: no tax row. */
  tax?: number;
  /** The tax row's words: "Sales tax (Clanton, 10%)". */
  taxLabel?: string;
  /** Staff applied an exemption: the e-mail says "Tax exempt" instead of an amount. */
  taxExempt?: boolean;
  total: number; // dollars
  /** Money staff recorded and did not reverse; absent or 0: nothing paid yet. */
  amountPaid?: number;
  /** What is still owed; absent: the whole total. */
  balance?: number;
  trackingUrl: string; // absolute link to the private order page
  /**
   * "Pay $N now": what paying online asks now (a quote's deposit, else the balance) and the order's
   * page that offers it first (?pay=1). Absent when no provider is live or nothing is due.
   */
  pay?: { amount: number; purpose: string; url: string } | null;
  placedAt: Date;
}
