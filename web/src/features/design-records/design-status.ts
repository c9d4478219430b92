import { type DesignStatus, designStatuses, designStatusWords } from "@store/db/catalogue";

/** Staff's badge colour: waiting on us (blue), on the customer (yellow), done (green/grey). */
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

/** The customer's dot beside the status words (the words keep the text colour, readable in both schemes). */
export const customerStatusColor: Record<DesignStatus, string> = {
  new: "gray",
  quoted: "blue",
  proof_sent: "orange",
  approved: "green",
  changes_requested: "yellow",
  in_production: "indigo",
  completed: "teal",
  cancelled: "red",
};
