import { isTeamSport, rushTimeframes, type TeamSport, teamPricing } from "@store/db/catalogue";
import { findStockDesign } from "../../data/stock-designs";
import type { QuoteSearch } from "./quote-search";

/** The choice the quote form starts with: only what the store offers, spelled as its tables are. */
export interface QuoteChoice {
  sport?: TeamSport;
  package?: string;
  rush?: string;
  design?: string;
}

const sport = (value: string | undefined) => (value && isTeamSport(value) ? value : undefined);

/** A package is only kept when it is one of the chosen sport's three, spelled as the table does. */
const packageName = (value: string | undefined, chosen: TeamSport | undefined) => {
  if (!value || !chosen) return undefined;
  return teamPricing[chosen].packages.find((p) => p.name.toLowerCase() === value.toLowerCase())?.name;
};

const rush = (value: string | undefined) =>
  value ? rushTimeframes.find((timeframe) => timeframe.toLowerCase() === value.toLowerCase()) : undefined;

/** Only a stock design that exists: a made-up id would reach the store as a request for nothing. */
const design = (value: string | undefined) =>
  value && /^design-\d{1,3}$/.test(value) && findStockDesign(value) ? value : undefined;

/** What the address asked for, less anything the store does not offer. */
export function quoteChoice(search: QuoteSearch): QuoteChoice {
  const chosen = sport(search.sport);
  return {
    sport: chosen,
    package: packageName(search.package, chosen),
    rush: rush(search.rush),
    design: design(search.design),
  };
}
