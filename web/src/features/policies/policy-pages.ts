/** The store's policy pages, in the order the footer and each page's list name them. */
export const policyPaths = ["/returns", "/privacy", "/terms"] as const;

export type PolicyPath = (typeof policyPaths)[number];

/** When the policies' words last changed, as each page says it. */
export const POLICIES_UPDATED = "November 28, 2026";
