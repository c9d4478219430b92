import type { RouterOutputs } from "@store/api/contracts";
import { statusInWords, teamStatusHint, teamStatusInWords } from "@store/db/catalogue";

export type TrackedOrder = RouterOutputs["checkout"]["track"];
type Status = TrackedOrder["status"];

/** A team store's order: its status is the team's ("Ready for pickup with the Eagles 12U order"). */
type Team = { team_name: string } | null | undefined;

/** A status in the customer's words, which depend on how the order reaches them (as in the e-mails). */
export const statusLabel = (status: Status, fulfilment: TrackedOrder["fulfilment"], team?: Team): string =>
  team ? teamStatusInWords(status, fulfilment, team.team_name) : statusInWords(status, fulfilment);

/** What happens next, for the status the order is in (a team order's with its team's production). */
export function statusHint(status: Status, fulfilment: TrackedOrder["fulfilment"], team?: Team): string {
  if (team) return teamStatusHint(status, team.team_name);
  const pickup = fulfilment === "pickup";
  switch (status) {
    case "pending":
      return "We have your order and will start on it soon.";
    case "processing":
      return "We are getting your items ready.";
    case "shipped":
      return pickup
        ? "Come by the store in Clanton to pick it up; you pay when you collect it."
        : "Your order is on its way to you.";
    case "delivered":
      return "Thank you for shopping with us!";
    case "cancelled":
      return "This order was cancelled. Call the store if you have questions.";
  }
}

/** Each status's light badge colour: orange's light tint read 3.6:1 on "Ready for pickup" (axe). */
export const statusColor: Record<Status, string> = {
  pending: "gray",
  processing: "blue",
  shipped: "grape",
  delivered: "green",
  cancelled: "red",
};
