/**
 * A team store's words, shared by the database, the API and the web (which never imports the
 * schema itself).
 */
export const teamStoreStatuses = [
  "draft",
  "scheduled",
  "open",
  "closed",
  "in_production",
  "ready",
  "completed",
  "cancelled",
] as const;
export type TeamStoreStatus = (typeof teamStoreStatuses)[number];

/** How families receive their items: all to the team at pickup, delivered to the team, or each chooses. */
export const teamStoreDistributions = ["team_pickup", "team_delivery", "buyer_chooses"] as const;
export type TeamStoreDistribution = (typeof teamStoreDistributions)[number];

/**
 * Each family pays at pickup (staff record payments), the team pays one invoice, or each family pays
 * online when ordering (only while a payment provider is live).
 */
export const teamStorePaymentModes = ["pay_at_pickup", "team_invoice", "pay_at_order"] as const;
export type TeamStorePaymentMode = (typeof teamStorePaymentModes)[number];

export const teamStorePersonalisations = ["none", "name", "number", "both"] as const;
export type TeamStorePersonalisation = (typeof teamStorePersonalisations)[number];

/** The number a family orders when the player's number is not known yet; settled before print. */
export const UNKNOWN_NUMBER = "##";

export const teamStoreStatusLabels: Record<TeamStoreStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  open: "Open",
  closed: "Closed",
  in_production: "In production",
  ready: "Ready",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** "#12", or "##" for a number not known yet (it is not "###"). */
export const numberWords = (number: string) => (number === UNKNOWN_NUMBER ? UNKNOWN_NUMBER : `#${number}`);

/**
 * A line's personalisation as printed, for lists, pages, e-mails and paper: "SMITH #12", "DIAZ ##",
 * "#7", "SMITH"; "" when none. The one rule for it.
 */
export function printedAs(name: string | null | undefined, number: string | null | undefined): string {
  return [name, number ? numberWords(number) : null].filter(Boolean).join(" ");
}
