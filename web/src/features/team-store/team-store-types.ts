import type { RouterOutputs } from "@store/api/contracts";

export type FamilyStoreAnswer = RouterOutputs["teamStores"]["familyStore"];
export type FamilyStore = Extract<FamilyStoreAnswer, { locked: false }>;
export type FamilyItem = FamilyStore["items"][number];
export type TeamOrderView = RouterOutputs["teamStores"]["teamOrder"];
export type TeamOrderLine = TeamOrderView["order"]["items"][number];
