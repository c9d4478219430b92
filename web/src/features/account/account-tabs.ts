// Apart from AccountPage so the route's search check, which the router loads with every page,
// does not pull the account's forms and their schemas into the first download.
export const accountTabs = ["orders", "requests", "players", "addresses", "settings"] as const;
export type AccountTab = (typeof accountTabs)[number];
