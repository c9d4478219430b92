import { pickupFacts } from "@store/db/catalogue";
import type { OrderEmailFacts } from "../order-email-facts";
import { escapeHtml } from "./escape";
import { htmlFacts } from "./layout";

const HEADING = "Picking up your order";

/** The facts to show, or none: a delivery, or a pickup order already collected or cancelled. */
function rows(order: Pick<OrderEmailFacts, "pickup">) {
  if (!order.pickup || order.pickup.state === "done") return [];
  return pickupFacts(order.pickup);
}

/**
 * Where and when to collect a pickup order, as plain-text lines (with a blank line after): the
 * store's address and hours and the ready day, in the words the order's page uses.
 */
export function pickupText(order: Pick<OrderEmailFacts, "pickup">): string[] {
  const facts = rows(order);
  if (facts.length === 0) return [];
  return [`${HEADING}:`, ...facts.map((f) => `${f.label}: ${f.value}`), ""];
}

/** The same as a heading and a table for the HTML part; empty when there is nothing to say. */
export function pickupHtml(order: Pick<OrderEmailFacts, "pickup">): string {
  const facts = rows(order);
  if (facts.length === 0) return "";
  return `<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(HEADING)}</p>\n${htmlFacts(
    facts.map((f) => [f.label, escapeHtml(f.value)]),
  )}`;
}
