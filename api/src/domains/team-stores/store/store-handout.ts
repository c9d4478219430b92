import type { TeamStore } from "@store/db";
import type { HandoutSettings } from "@store/db/catalogue";

/** The store's handout settings as the catalogue's words (handoutFacts) read them. */
export const handoutOf = (store: TeamStore): HandoutSettings => ({
  distribution: store.distribution,
  payment_mode: store.paymentMode,
  handout_place: store.handoutPlace,
  handout_when: store.handoutWhen,
  handout_by: store.handoutBy,
});
