// The levels that levy Alabama sales tax, shared by the database's enum, the API's schemas and the
// portal's forms; like every file of the catalogue it imports nothing.

/** Who levies a rate: the state, a county, a city, a police jurisdiction (outside city limits) or a district. */
export const taxLevels = ["state", "county", "city", "police jurisdiction", "district"] as const;
export type TaxLevel = (typeof taxLevels)[number];
