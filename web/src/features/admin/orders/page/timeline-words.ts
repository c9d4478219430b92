import type { OrderFulfilment } from "@store/db/catalogue";
import { formatDateTime, formatMoney } from "../../shared/format";
import { statusInWords } from "../order-labels";
import type { OrderStatus } from "../orders-data";
import type { TimelineEntry } from "./order-page-data";
import { methodWithReference } from "./payment-labels";

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const amount = (value: unknown) => (typeof value === "number" ? formatMoney(value) : "");
const statuses: readonly unknown[] = ["pending", "processing", "shipped", "delivered", "cancelled"];
/** A stored status in the order's words; anything else (an old entry) as it was written. */
const statusWord = (value: unknown, fulfilment: OrderFulfilment) =>
  statuses.includes(value) ? statusInWords(value as OrderStatus, fulfilment) : String(value ?? "");
type Method = Parameters<typeof methodWithReference>[0];

/**
 * A timeline entry in words: a title, and the text under it (a note, a reason, a subject). Statuses
 * read in the words of the order's fulfilment.
 */
export function timelineWords(
  entry: TimelineEntry,
  fulfilment: OrderFulfilment,
): { title: string; body?: string; state?: string } {
  const d = entry.details;
  switch (entry.kind) {
    case "placed":
      return { title: text(d.quote) ? `Order placed from quote ${text(d.quote)}` : "Order placed" };
    case "status":
      // A team's production moves its orders: the entry says which step did ("Eagles 12U was marked ready.").
      return {
        title: `Status changed: ${statusWord(d.from, fulfilment)} → ${statusWord(d.to, fulfilment)}`,
        body: text(d.because),
      };
    case "note":
      return { title: "Staff note", body: text(d.text) };
    case "payment":
      return {
        title: `Payment recorded: ${amount(d.amount)}, ${methodWithReference(d.method as Method, text(d.reference))}`,
      };
    case "payment_reversed":
      return {
        title: `Payment reversed: ${amount(d.amount)}, ${methodWithReference(d.method as Method, null)}`,
        body: text(d.reason) && `Reason: ${text(d.reason)}`,
      };
    case "refund":
      return {
        title: `${refundTitle(d.source, d.status)}: ${amount(d.amount)}`,
        body: text(d.reason) && `Reason: ${text(d.reason)}`,
      };
    case "payment_held":
      return {
        title: `Online payment held for staff: ${amount(d.amount)}`,
        body: text(d.reason),
      };
    case "payment_expired":
      return { title: "Online payment not completed", body: text(d.outcome) };
    case "payment_requested":
      return {
        // `reminder` is 1 or 2 on the reminders the store sends by itself (3 and 7 days after).
        title:
          typeof d.reminder === "number" || text(d.reminder)
            ? `Payment reminder ${typeof d.reminder === "number" ? `${d.reminder} ` : ""}sent: ${amount(d.amount)}`
            : `Payment requested: ${amount(d.amount)}`,
        body: text(d.to) && `To ${text(d.to)}`,
      };
    case "edited":
      return { title: "Order changed" };
    case "approval":
      return approvalWords(d);
    case "email":
      return {
        title: `E-mailed ${entry.email?.to ?? "the customer"}`,
        body: entry.email?.subject,
        state: emailState(entry),
      };
  }
}

/** A counter person's refund above the owner's limit: asked, then approved, declined or failed. */
function approvalWords(d: Record<string, unknown>): { title: string; body?: string } {
  const what = `${d.kind === "reversal" ? "reversal" : "refund"} of ${amount(d.amount)}`;
  const reason = text(d.reason) && `Reason: ${text(d.reason)}`;
  const asker = text(d.requested_by) ? ` asked by ${text(d.requested_by)}` : "";
  switch (d.status) {
    case "pending":
      return { title: `Asked a manager to approve a ${what}`, body: reason };
    case "approved":
      return { title: `Approved the ${what}${asker}`, body: reason };
    case "declined":
      return { title: `Declined the ${what}${asker}`, body: text(d.note) && `Note: ${text(d.note)}` };
    default:
      return { title: `Approved ${what}, but nothing was given back`, body: text(d.error) };
  }
}

/** Staff's refund waits for the provider; one made in its dashboard or a dispute arrives done. */
function refundTitle(source: unknown, status: unknown): string {
  if (source === "dispute") return "Card payment disputed (money taken back)";
  if (source === "dashboard") return "Refunded in the provider's dashboard";
  if (status === "pending") return "Refund asked of the provider";
  if (status === "failed") return "Refund failed at the provider";
  return "Refunded";
}

function emailState(entry: TimelineEntry): string | undefined {
  const email = entry.email;
  if (!email) return undefined;
  if (email.state === "sent") return email.sent_at ? `Sent ${formatDateTime(email.sent_at)}` : "Sent";
  if (email.state === "failed") return "Could not be sent (the mail server refused it)";
  return email.waiting_until
    ? `Waiting to send until ${formatDateTime(email.waiting_until)}`
    : "Waiting to send";
}
