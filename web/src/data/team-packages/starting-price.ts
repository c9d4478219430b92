import { teamPricing } from "@store/db/catalogue";
import type { TeamPackageSport } from "../site-pages";

/** The lowest package price of a sport ("From $749"), from the catalogue's prices alone. */
export const startingPrice = (sport: TeamPackageSport) =>
  Math.min(...teamPricing[sport].packages.map((p) => p.price));
