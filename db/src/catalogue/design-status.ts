// The life of a team quote or an artwork request, from the coach's first message to the finished
// order. Staff and customers move it along; the words are what both of them read.

export const designStatuses = [
  "new",
  "quoted",
  "proof_sent",
  "approved",
  "changes_requested",
  "in_production",
  "completed",
  "cancelled",
] as const;
export type DesignStatus = (typeof designStatuses)[number];

export const designStatusWords: Record<DesignStatus, string> = {
  new: "New",
  quoted: "Quoted",
  proof_sent: "Proof sent",
  approved: "Approved",
  changes_requested: "Changes requested",
  in_production: "In production",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The quote as staff and coaches call it: "Q-2001". */
export const quoteReference = (number: number) => `Q-${number}`;

/** An artwork request as staff and customers call it: "A-3001" (its own sequence, migration 0010). */
export const artworkReference = (number: number) => `A-${number}`;

/** An artwork request's title in e-mails, on its private page and in the account: with its number. */
export const artworkTitle = (number: number, teamName: string) =>
  `Artwork request ${artworkReference(number)} for ${teamName}`;

/** Statuses staff may set by hand from each status (sending a quote or a proof moves it too). */
export const staffStatusMoves: Record<DesignStatus, readonly DesignStatus[]> = {
  new: ["cancelled"],
  quoted: ["cancelled"],
  proof_sent: ["cancelled"],
  changes_requested: ["cancelled"],
  approved: ["in_production", "cancelled"],
  in_production: ["completed", "cancelled"],
  completed: [],
  cancelled: ["new"],
};

/** Where staff can still send a quote or a new proof: before approval, and not once it is closed. */
export const openForProofs: readonly DesignStatus[] = ["new", "quoted", "proof_sent", "changes_requested"];

/**
 * Finished or called off: the customer's private links answer that the page is closed (410) while
 * the record is in one of these (reopening a cancelled one opens its links again).
 */
export const closedStatuses: readonly DesignStatus[] = ["completed", "cancelled"];

/** Where the customer can answer: a quote or proof is waiting for them. */
export const awaitingCustomer: readonly DesignStatus[] = ["quoted", "proof_sent"];
