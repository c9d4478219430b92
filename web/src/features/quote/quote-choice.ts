import { isTeamSport, rushTimeframes, type TeamSport, teamPricing } from "@store/db/catalogue";
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

/** The stock design the address names, as the form shows it. */
export interface QuoteDesign {
  id: string;
  name: string;
}

/**
 * Only a stock design that exists: a made-up id would reach the store as a request for nothing.
 * The designs' list is fetched only for an address that names one (the route's loader waits for
 * it), not with the page.
 */
export async function quoteDesign(value: string | undefined): Promise<QuoteDesign | undefined> {
  if (!value || !/^design-\d{1,3}$/.test(value)) return undefined;
  const found = (await import("../../data/stock-designs")).findStockDesign(value);
  return found && { id: found.id, name: found.name };
}

/** What the address asked for, less anything the store does not offer (the design: quoteDesign). */
export function quoteChoice(search: QuoteSearch, found?: QuoteDesign): QuoteChoice {
  const chosen = sport(search.sport);
  return {
    sport: chosen,
    package: packageName(search.package, chosen),
    rush: rush(search.rush),
    design: found && found.id === search.design ? found.id : undefined,
  };
}
