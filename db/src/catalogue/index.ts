// The store's catalogue facts in one place: the API's schemas, the seed and the web all import
// them (the web by file, so the sample products travel only with the shop's code). Nothing here
// imports a library, so the web can bundle it without pulling in the database.
export * from "./categories";
export * from "./design-status";
export * from "./fulfilment";
export * from "./online-payments";
export * from "./order-status";
export * from "./pickup-ready";
export * from "./print-rules";
export * from "./production";
export * from "./quote-estimate";
export * from "./roster-rules";
export * from "./sales-tax-words";
export * from "./sample-products";
export * from "./sizes";
export * from "./staff-roles";
export * from "./store-contact";
export * from "./tax-levels";
export * from "./team-handout";
export * from "./team-outfitting";
export * from "./team-players";
export * from "./team-store-moves";
export * from "./team-store-phase";
export * from "./team-stores";
