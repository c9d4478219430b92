import type { TeamStore } from "@store/db";
import { teamStorePhase } from "@store/db/catalogue";
import { AppError } from "../../../errors/app-error";
import { storeMomentInWords } from "./store-time";

// Whether the store takes an order now, in the words families read: the catalogue's phase decides.

/** Why the store takes no order now, in words; null when it does. */
export function orderingNotice(store: TeamStore, now: Date): string | null {
  const phase = teamStorePhase(store, now);
  if (phase === "open") return null;
  if (phase === "preview") return "This is a preview of a draft store: families cannot order yet.";
  if (phase === "upcoming") return `This store opens ${storeMomentInWords(store.opensAt)}.`;
  // Closed early by staff: before its planned close, there is no moment to name.
  const when = now < store.closesAt ? "" : ` ${storeMomentInWords(store.closesAt)}`;
  return `This store closed${when}: orders can no longer be placed or changed. For a late order, call the store.`;
}

/** Refuses an order or a change unless the store is open by the server's clock (409 saying when). */
export function refuseUnlessOpen(store: TeamStore, now: Date): void {
  const notice = orderingNotice(store, now);
  if (notice) throw AppError.conflict(notice);
}
