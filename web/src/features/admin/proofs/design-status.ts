import type { EventDto } from "@store/api/schemas/proofs";
import { type DesignStatus, designStatuses, designStatusWords } from "@store/db/catalogue";

/** Each status's badge colour: waiting on us (blue), on the customer (yellow), done (green/grey). */
export const designStatusColor: Record<DesignStatus, string> = {
  new: "blue",
  quoted: "yellow",
  proof_sent: "yellow",
  approved: "teal",
  changes_requested: "orange",
  in_production: "indigo",
  completed: "green",
  cancelled: "gray",
};

/** The status filter's choices, in the life's order. */
export const designStatusOptions = designStatuses.map((value) => ({
  value,
  label: designStatusWords[value],
}));

/** A status read from the address or a select; anything else is dropped. */
export const asDesignStatus = (raw: unknown): DesignStatus | undefined =>
  designStatuses.find((s) => s === raw);

/** The button that moves a quote or request to a status by hand. */
export function moveLabel(from: DesignStatus, to: DesignStatus): string {
  if (to === "cancelled") return "Cancel";
  if (from === "cancelled") return "Reopen";
  return `Mark ${designStatusWords[to].toLowerCase()}`;
}

const eventWords: Record<string, string> = {
  requested: "Request received",
  created: "Request received",
  quote_sent: "Quote sent",
  proof_sent: "Proof sent",
  proof_uploaded: "Proof sent",
  approved: "Approved",
  changes_requested: "Asked for changes",
  status_changed: "Status changed",
  order_created: "Order created",
  comment: "Comment",
};

/** One history step in words: "Proof sent (version 2)", "Status changed: New → Cancelled". */
export function describeEvent(event: EventDto): string {
  const what = eventWords[event.kind] ?? capitalise(event.kind.replaceAll("_", " "));
  const version = event.proof_version ? ` (version ${event.proof_version})` : "";
  const move =
    event.from_status && event.to_status && event.from_status !== event.to_status
      ? `: ${designStatusWords[event.from_status]} → ${designStatusWords[event.to_status]}`
      : "";
  return `${what}${version}${move}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
