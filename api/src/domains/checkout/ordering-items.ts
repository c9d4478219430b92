// No zod here: the artwork form lists these on a page that loads no validator until it is needed.

/** The spec's "What Are You Ordering?" choices, in the order the form lists them. */
export const orderingItemChoices = [
  "Full Sub Jersey",
  "Pants",
  "Full Sub Shorts",
  "Semi Sub Hoodie",
  "Full Sub 1/4 Zip",
  "Semi Sub Jersey",
  "Microfiber Shorts",
  "Full Sub Hoodie",
  "Hats",
] as const;
