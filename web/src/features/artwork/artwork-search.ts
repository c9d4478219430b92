import { findTeamPackageSport } from "../../data/site-pages";

/**
 * What another page may pass to /custom-artwork so the request starts with the visitor's choice:
 * `design` from 'Use This Design', `sport` and `package` from a team package, `rush` from the rush
 * fees page. Every key is optional text.
 */
export interface ArtworkSearch {
  design?: string;
  sport?: string;
  package?: string;
  rush?: string;
}

/** The rush options' timeframes, as the spec (§9) and the rush fees page name them. */
export const RUSH_TIMEFRAMES = ["24-48 Hours", "3-5 Days", "1 Week"] as const;

const MAX_PACKAGE_LENGTH = 60;
// Package names are words like "Pro" or "Basic Tournament Set"; anything else is not ours.
const PACKAGE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} &'.-]*$/u;

// The router reads "?package=1" as the number 1, so numbers are taken back as text.
const text = (raw: unknown) =>
  typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : undefined;

const design = (raw: unknown) => {
  const value = text(raw)?.toLowerCase();
  return value && /^design-\d{1,3}$/.test(value) ? value : undefined;
};

const sport = (raw: unknown) => {
  const value = text(raw)?.toLowerCase();
  return value ? findTeamPackageSport(value)?.sport : undefined;
};

const packageName = (raw: unknown) => {
  const value = text(raw)?.replace(/\s+/g, " ");
  return value && value.length <= MAX_PACKAGE_LENGTH && PACKAGE_NAME.test(value) ? value : undefined;
};

const rush = (raw: unknown) => {
  const value = text(raw)?.toLowerCase().replace(/\s+/g, " ");
  return RUSH_TIMEFRAMES.find((timeframe) => timeframe.toLowerCase() === value);
};

/**
 * The route's search validation. A plain function, not a zod schema: it runs in the entry bundle.
 * Unknown or malformed values become undefined, never an error. (Every key is returned, undefined
 * or not: the router lays the result over the raw search, so a key left out would keep its raw value.)
 */
export function validateArtworkSearch(raw: Record<string, unknown>): ArtworkSearch {
  return {
    design: design(raw.design),
    sport: sport(raw.sport),
    package: packageName(raw.package),
    rush: rush(raw.rush),
  };
}
