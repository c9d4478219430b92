import { isTeamSport, rushTimeframes, type TeamSport, teamPricing } from "@store/db/catalogue";
import { findStockDesign } from "../../data/stock-designs";

/**
 * What another page may pass to /team-packages/quote so the form starts with the visitor's choice:
 * `sport` and `package` from 'Select Package', `sport` from 'Get Your Quote', `rush` from the rush
 * fees page, `design` from 'Use This Design'. Every key is optional.
 */
export interface QuoteSearch {
  sport?: TeamSport;
  package?: string;
  rush?: string;
  design?: string;
}

// The router reads "?design=7" as the number 7, so numbers are taken back as text.
const text = (raw: unknown) =>
  typeof raw === "string" || typeof raw === "number" ? String(raw).trim().replace(/\s+/g, " ") : undefined;

const sport = (raw: unknown) => {
  const value = text(raw)?.toLowerCase();
  return value && isTeamSport(value) ? value : undefined;
};

/** A package is only kept when it is one of the chosen sport's three, spelled as the table does. */
const packageName = (raw: unknown, chosen: TeamSport | undefined) => {
  const value = text(raw)?.toLowerCase();
  if (!value || !chosen) return undefined;
  return teamPricing[chosen].packages.find((p) => p.name.toLowerCase() === value)?.name;
};

const rush = (raw: unknown) => {
  const value = text(raw)?.toLowerCase();
  return rushTimeframes.find((timeframe) => timeframe.toLowerCase() === value);
};

/** Only a stock design that exists: a made-up id would reach the store as a request for nothing. */
const design = (raw: unknown) => {
  const value = text(raw)?.toLowerCase();
  return value && /^design-\d{1,3}$/.test(value) && findStockDesign(value) ? value : undefined;
};

/**
 * The route's search validation. A plain function, not a zod schema: it runs in the entry bundle.
 * Unknown or malformed values become undefined, never an error. (Every key is returned, undefined
 * or not: the router lays the result over the raw search, so a key left out would keep its raw value.)
 */
export function validateQuoteSearch(raw: Record<string, unknown>): QuoteSearch {
  const chosen = sport(raw.sport);
  return {
    sport: chosen,
    package: packageName(raw.package, chosen),
    rush: rush(raw.rush),
    design: design(raw.design),
  };
}
