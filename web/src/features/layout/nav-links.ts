import { sizingGuideSports } from "../../data/site-pages";

/** The shop categories the header offers, with the values the spec's header links use. */
export const shopCategoryLinks = [
  { label: "T-Shirts", category: "t-shirts" },
  { label: "Sweatshirts", category: "sweat shirts" },
  { label: "Hoodies", category: "hoodies" },
  { label: "Equipment", category: "equipment" },
  { label: "Accessories", category: "accessories" },
] as const;

export const sizingLinks = sizingGuideSports.map(({ sport, label }) => ({ label, sport }));

/** Plain links of the main navigation, after Home and the Shop menu (the Sizing Info menu follows). */
export const primaryLinks = [
  { label: "Stock Designs", to: "/stock-designs" },
  { label: "Team Packages", to: "/team-packages" },
  { label: "Team Stores", to: "/team-stores" },
] as const;

/** Plain links after the Sizing Info menu. */
export const secondaryLinks = [
  { label: "Blog", to: "/blog" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
] as const;
