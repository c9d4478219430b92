// The team-outfitting price tables of spec §9: packages per sport, add-on items and rush fees. The
// quote form's live estimate, the server's estimate and the order a quote becomes all read these.

export const teamSports = [
  "baseball",
  "basketball",
  "cornhole",
  "fastpitch",
  "football",
  "slowpitch",
  "soccer",
] as const;
export type TeamSport = (typeof teamSports)[number];

export const teamSportLabels: Record<TeamSport, string> = {
  baseball: "Baseball",
  basketball: "Basketball",
  cornhole: "Cornhole",
  fastpitch: "Fastpitch",
  football: "Football",
  slowpitch: "Slowpitch",
  soccer: "Soccer",
};

export const isTeamSport = (value: string): value is TeamSport =>
  (teamSports as readonly string[]).includes(value);

/** A package level: whole US dollars, one per sport marked most popular. */
export interface PackagePrice {
  name: string;
  price: number;
  popular?: true;
  /**
   * How many players the package dresses (its "12 jerseys", "20 sets"); absent where a package
   * is not per player (cornhole boards and bags).
   */
  players?: number;
}

/** An item a team adds to any package, per piece (or per set where the name says so). */
export interface AddOnPrice {
  name: string;
  price: number;
}

export interface SportPricing {
  packages: readonly [PackagePrice, PackagePrice, PackagePrice];
  additionalItems: readonly AddOnPrice[];
}

export const teamPricing: Record<TeamSport, SportPricing> = {
  baseball: {
    packages: [
      { name: "Starter", price: 899, players: 12 },
      { name: "Pro", price: 1499, popular: true, players: 15 },
      { name: "Championship", price: 2299, players: 18 },
    ],
    additionalItems: [
      { name: "Jersey", price: 45 },
      { name: "Pants", price: 35 },
      { name: "Cap", price: 25 },
      { name: "Batting Helmet", price: 65 },
      { name: "Bag", price: 55 },
      { name: "Warm-up Jacket", price: 85 },
    ],
  },
  basketball: {
    packages: [
      { name: "Starter", price: 749, players: 10 },
      { name: "Pro", price: 1299, popular: true, players: 12 },
      { name: "Championship", price: 1999, players: 15 },
    ],
    additionalItems: [
      { name: "Jersey", price: 39 },
      { name: "Shorts", price: 29 },
      { name: "Warm-up Jacket", price: 65 },
      { name: "Warm-up Pants", price: 45 },
      { name: "Shooting Shirt", price: 35 },
      { name: "Bag", price: 55 },
    ],
  },
  cornhole: {
    packages: [
      { name: "Basic Tournament Set", price: 299 },
      { name: "Pro", price: 499, popular: true },
      { name: "Championship", price: 799 },
    ],
    additionalItems: [
      { name: "Custom Graphics", price: 75 },
      { name: "LED Kit", price: 125 },
      { name: "Weather Coating", price: 50 },
      { name: "Digital Scoreboard", price: 199 },
      { name: "Premium Bags (Set of 8)", price: 89 },
      { name: "Bracket System", price: 149 },
    ],
  },
  fastpitch: {
    packages: [
      { name: "Starter", price: 849, players: 12 },
      { name: "Pro", price: 1399, popular: true, players: 15 },
      { name: "Championship", price: 2199, players: 18 },
    ],
    additionalItems: [
      { name: "Jersey", price: 42 },
      { name: "Pants", price: 38 },
      { name: "Cap", price: 28 },
      { name: "Helmet", price: 55 },
      { name: "Bag", price: 65 },
      { name: "Jacket", price: 75 },
    ],
  },
  football: {
    packages: [
      { name: "Youth", price: 1299, players: 20 },
      { name: "High School", price: 2499, popular: true, players: 30 },
      { name: "Championship", price: 3999, players: 40 },
    ],
    additionalItems: [
      { name: "Jersey", price: 65 },
      { name: "Pants", price: 55 },
      { name: "Helmet with Decals", price: 185 },
      { name: "Shoulder Pads", price: 125 },
      { name: "Bag", price: 75 },
      { name: "Warm-up Suit", price: 95 },
    ],
  },
  slowpitch: {
    packages: [
      { name: "Recreational", price: 699, players: 12 },
      { name: "League", price: 1199, popular: true, players: 15 },
      { name: "Tournament", price: 1899, players: 18 },
    ],
    additionalItems: [
      { name: "Jersey", price: 38 },
      { name: "Pants", price: 32 },
      { name: "Cap", price: 24 },
      { name: "Helmet", price: 48 },
      { name: "Bag", price: 58 },
      { name: "Warm-up Shirt", price: 42 },
    ],
  },
  soccer: {
    packages: [
      { name: "Youth", price: 799, players: 15 },
      { name: "Club", price: 1399, popular: true, players: 18 },
      { name: "Elite", price: 2299, players: 22 },
    ],
    additionalItems: [
      { name: "Jersey", price: 42 },
      { name: "Shorts", price: 28 },
      { name: "Socks", price: 18 },
      { name: "Goalkeeper Kit", price: 125 },
      { name: "Equipment Bag", price: 65 },
      { name: "Bibs (Set of 10)", price: 89 },
    ],
  },
};

/** Rush production (spec §9): the fee is added to the order; none means standard delivery. */
export const rushOptions = [
  { timeframe: "24-48 Hours", fee: 150 },
  { timeframe: "3-5 Days", fee: 75 },
  { timeframe: "1 Week", fee: 35 },
] as const;
export type RushTimeframe = (typeof rushOptions)[number]["timeframe"];
export const rushTimeframes = rushOptions.map((o) => o.timeframe) as [RushTimeframe, ...RushTimeframe[]];

export const findPackage = (sport: TeamSport, name: string) =>
  teamPricing[sport].packages.find((p) => p.name === name);
export const findAddOn = (sport: TeamSport, name: string) =>
  teamPricing[sport].additionalItems.find((i) => i.name === name);
export const findRush = (timeframe: string) => rushOptions.find((o) => o.timeframe === timeframe);
