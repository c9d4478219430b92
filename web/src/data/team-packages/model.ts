import { type AddOnPrice, type TeamSport, teamPricing } from "@store/db/catalogue";

/** One of a sport's three package levels. */
export interface TeamPackage {
  /** The name the spec gives and the artwork form receives (?package=Pro). */
  name: string;
  /** Whole US dollars for the package. */
  price: number;
  /** The spec marks one package per sport as the most popular. */
  popular?: boolean;
  /** Who the package is for, in one line. */
  summary: string;
  contents: string[];
}

/** An item a team can add to any package, priced per piece (or per set where the name says so). */
export type AdditionalItem = AddOnPrice;

/** A labelled value in a specification list ("Board size: 48x24x4 in"). */
export interface SpecLine {
  label: string;
  value: string;
}

/** A card within an extra section: a heading, then a sentence, a list or labelled values. */
export interface FeatureGroup {
  title: string;
  description?: string;
  items?: string[];
  specs?: SpecLine[];
}

/** A sport's own section after the price list (specifications, feature lists). */
export interface ExtraSection {
  id: string;
  title: string;
  intro: string;
  groups: FeatureGroup[];
}

export interface SportPackages {
  tagline: string;
  intro: string;
  packages: readonly [TeamPackage, TeamPackage, TeamPackage];
  additionalItems: readonly AdditionalItem[];
  extraSections: ExtraSection[];
  /** Standard production and delivery time after the design is approved. */
  delivery: string;
  /** The closing call to action that leads to the quote request. */
  quote: { title: string; text: string };
}

/** The words of a sport's three packages, in price order; names and prices come from the catalogue. */
export type PackageWords = Pick<TeamPackage, "name" | "summary" | "contents">;

export function priced(sport: TeamSport, words: readonly [PackageWords, PackageWords, PackageWords]) {
  const one = (i: 0 | 1 | 2): TeamPackage => {
    const { name, price, popular } = teamPricing[sport].packages[i];
    if (name !== words[i].name)
      throw new Error(`${sport}: package ${i + 1} is ${name}, not ${words[i].name}`);
    return { ...words[i], price, popular: popular === true };
  };
  return [one(0), one(1), one(2)] as const;
}

export const STANDARD_DELIVERY = "2-3 weeks";

export const defaultQuote = (sport: string) => ({
  title: "Ready to Outfit Your Team?",
  text: `Tell us your roster size, colours and logo. We'll put together a ${sport} package quote with a free design proof, usually within one business day.`,
});
