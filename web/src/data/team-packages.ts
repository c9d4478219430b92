import { type AddOnPrice, type TeamSport, teamPricing } from "@store/db/catalogue";
import type { TeamPackageSport } from "./site-pages";

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
  /** The hub tile's one line. */
  tileLine: string;
  packages: readonly [TeamPackage, TeamPackage, TeamPackage];
  additionalItems: readonly AdditionalItem[];
  extraSections: ExtraSection[];
  /** Standard production and delivery time after the design is approved. */
  delivery: string;
  /** The closing call to action that leads to the quote request. */
  quote: { title: string; text: string };
}

/** The words of a sport's three packages, in price order; names and prices come from the catalogue. */
type PackageWords = Pick<TeamPackage, "name" | "summary" | "contents">;

function priced(sport: TeamSport, words: readonly [PackageWords, PackageWords, PackageWords]) {
  const one = (i: 0 | 1 | 2): TeamPackage => {
    const { name, price, popular } = teamPricing[sport].packages[i];
    if (name !== words[i].name)
      throw new Error(`${sport}: package ${i + 1} is ${name}, not ${words[i].name}`);
    return { ...words[i], price, popular: popular === true };
  };
  return [one(0), one(1), one(2)] as const;
}

const STANDARD_DELIVERY = "2-3 weeks";

const defaultQuote = (sport: string) => ({
  title: "Ready to Outfit Your Team?",
  text: `Tell us your roster size, colours and logo. We'll put together a ${sport} package quote with a free design proof, usually within one business day.`,
});

const baseball: SportPackages = {
  tagline: "Game-ready uniforms from the first pitch to the final out",
  intro:
    "Jerseys, pants and caps that match down to the piping, built for dirt, dugouts and doubleheaders in the Alabama heat.",
  tileLine: "Jerseys, pants and caps for travel, rec and high school teams",
  packages: priced("baseball", [
    {
      name: "Starter",
      summary: "For rec-league and first-year teams",
      contents: [
        "12 two-button jerseys with screen-printed team name",
        "Player numbers on the back",
        "12 pairs of pull-up baseball pants",
        "12 adjustable team caps with embroidered logo",
        "Choice of 2 team colours",
        "Free design proof",
      ],
    },
    {
      name: "Pro",
      summary: "Our most-ordered set for travel ball",
      contents: [
        "15 full-button sublimated jerseys",
        "Player names and numbers",
        "15 pairs of piped baseball pants",
        "15 fitted caps with 3D embroidered logo",
        "15 pairs of team socks and belts",
        "Sleeve patch or sponsor logo",
        "Two rounds of design revisions",
      ],
    },
    {
      name: "Championship",
      summary: "Everything a tournament team wears",
      contents: [
        "18 premium sublimated jerseys, home and away",
        "Player names, numbers and sleeve flags",
        "18 pairs of knicker or full-length pants",
        "18 fitted caps with 3D embroidered logo",
        "18 pairs of socks and belts",
        "Coach's warm-up jacket",
        "Batting helmet decals for the whole roster",
        "Unlimited design revisions",
      ],
    },
  ]),
  additionalItems: teamPricing.baseball.additionalItems,
  extraSections: [],
  delivery: STANDARD_DELIVERY,
  quote: defaultQuote("baseball"),
};

const basketball: SportPackages = {
  tagline: "Lightweight uniforms built for fast breaks and full-court presses",
  intro:
    "Breathable mesh jerseys and shorts with names and numbers that stay put, from youth leagues to varsity gyms.",
  tileLine: "Reversible and sublimated uniforms, shooting shirts and warm-ups",
  packages: priced("basketball", [
    {
      name: "Starter",
      summary: "For youth leagues and church teams",
      contents: [
        "10 reversible mesh jerseys",
        "10 pairs of matching shorts",
        "Screen-printed numbers on both sides",
        "Team name on the front",
        "Choice of 2 team colours",
        "Free design proof",
      ],
    },
    {
      name: "Pro",
      summary: "Our most-ordered set for school and AAU teams",
      contents: [
        "12 sublimated jerseys",
        "12 pairs of sublimated shorts with side panels",
        "Player names and numbers",
        "12 performance shooting shirts",
        "Team logo on jersey and shorts",
        "Two rounds of design revisions",
      ],
    },
    {
      name: "Championship",
      summary: "Home, away and warm-ups for a full season",
      contents: [
        "15 sublimated jerseys, home and away",
        "15 pairs of sublimated shorts, home and away",
        "Player names and numbers",
        "15 shooting shirts",
        "15 warm-up jackets with embroidered logo",
        "Coach's polo",
        "Unlimited design revisions",
      ],
    },
  ]),
  additionalItems: teamPricing.basketball.additionalItems,
  extraSections: [],
  delivery: STANDARD_DELIVERY,
  quote: defaultQuote("basketball"),
};

const cornhole: SportPackages = {
  tagline: "Regulation boards and bags for leagues, tailgates and tournaments",
  intro:
    "Hand-built boards with your team, school or business graphics, and bags that fly true from the first toss.",
  tileLine: "Regulation boards, bags and graphics for leagues and events",
  packages: priced("cornhole", [
    {
      name: "Basic Tournament Set",
      summary: "A regulation set for backyard and bar leagues",
      contents: [
        "2 regulation boards with folding legs",
        "8 regulation bags, 4 per colour",
        "Painted finish in your choice of 2 colours",
        "Carrying handles",
      ],
    },
    {
      name: "Pro",
      summary: "Our most-ordered set, with full-colour graphics",
      contents: [
        "2 regulation boards in sanded birch plywood",
        "Full-colour custom graphics on both boards",
        "8 dual-sided bags (slide and stick)",
        "Clear protective coat",
        "2 bag totes",
      ],
    },
    {
      name: "Championship",
      summary: "Tournament-grade boards that look the part",
      contents: [
        "2 tournament-grade boards with reinforced frames",
        "Edge-to-edge custom graphics and wrapped sides",
        "8 premium dual-sided bags",
        "Weather-resistant finish",
        "Carrying case for boards and bags",
        "Scorekeeping towers",
      ],
    },
  ]),
  additionalItems: teamPricing.cornhole.additionalItems,
  extraSections: [
    {
      id: "cornhole-specifications",
      title: "Cornhole Specifications",
      intro:
        "Every board and bag we build meets regulation size and weight, so your practice matches game day.",
      groups: [
        {
          title: "Boards",
          specs: [
            { label: "Board size", value: "48x24x4 in" },
            { label: "Playing surface", value: "1/2 in sanded birch plywood" },
            { label: "Frame", value: "Kiln-dried pine with folding legs" },
          ],
        },
        {
          title: "Hole",
          specs: [
            { label: "Diameter", value: "6 in" },
            { label: "Position", value: "9 in from the top" },
            { label: "Placement", value: "Centred side to side" },
          ],
        },
        {
          title: "Bags",
          specs: [
            { label: "Bag size", value: "6x6 in" },
            { label: "Weight", value: "15-16 oz" },
            { label: "Fill", value: "Resin pellets, double-stitched seams" },
          ],
        },
      ],
    },
  ],
  delivery: STANDARD_DELIVERY,
  quote: defaultQuote("cornhole"),
};

const fastpitch: SportPackages = {
  tagline: "Uniforms cut for the circle, the base paths and the dive",
  intro:
    "Women's-cut jerseys and pants that move with every windmill and slide, in colours that stay bright all season.",
  tileLine: "Women's-cut jerseys, pants and visors for travel and school softball",
  packages: priced("fastpitch", [
    {
      name: "Starter",
      summary: "For rec and middle-school teams",
      contents: [
        "12 two-button jerseys with team name",
        "Player numbers on the back",
        "12 pairs of low-rise softball pants",
        "12 visors or caps with embroidered logo",
        "Choice of 2 team colours",
        "Free design proof",
      ],
    },
    {
      name: "Pro",
      summary: "Our most-ordered set for travel softball",
      contents: [
        "15 sublimated jerseys in a women's cut",
        "Player names and numbers",
        "15 pairs of piped softball pants",
        "15 visors or fitted caps",
        "15 pairs of team socks and belts",
        "Two rounds of design revisions",
      ],
    },
    {
      name: "Championship",
      summary: "Everything a tournament team wears",
      contents: [
        "18 premium sublimated jerseys, home and away",
        "Player names, numbers and sleeve flags",
        "18 pairs of pants with sliding-pad pockets",
        "18 visors or fitted caps",
        "18 pairs of socks and belts",
        "Batting helmet decals for the whole roster",
        "Unlimited design revisions",
      ],
    },
  ]),
  additionalItems: teamPricing.fastpitch.additionalItems,
  extraSections: [
    {
      id: "fastpitch-specifications",
      title: "Fastpitch Uniform Specifications",
      intro: "What goes into every fastpitch uniform we make, from the yarn to the last stitch.",
      groups: [
        {
          title: "Fabrics",
          specs: [
            { label: "Jerseys", value: "100% polyester interlock, moisture-wicking" },
            { label: "Pants", value: "Double-knit polyester with 4-way stretch" },
            { label: "Side panels", value: "Breathable mesh for airflow" },
          ],
        },
        {
          title: "Decoration Methods",
          specs: [
            { label: "Sublimation", value: "Full-colour designs that never crack or peel" },
            { label: "Tackle twill", value: "Stitched names and numbers for a classic look" },
            { label: "Embroidery", value: "Logos on caps, visors and jackets" },
          ],
        },
        {
          title: "Fit and Construction",
          specs: [
            { label: "Cut", value: "Women's athletic fit, longer in the back" },
            { label: "Knees", value: "Reinforced for slides and dives" },
            { label: "Waistband", value: "Belt loops and a no-roll elastic band" },
          ],
        },
      ],
    },
  ],
  delivery: STANDARD_DELIVERY,
  quote: defaultQuote("fastpitch"),
};

const football: SportPackages = {
  tagline: "Friday-night uniforms tough enough for every snap",
  intro:
    "Game jerseys cut to fit over pads, integrated-pad pants and helmet decals, for youth leagues up to varsity rosters.",
  tileLine: "Game jerseys, pants and helmet decals, sold in full uniform sets",
  packages: priced("football", [
    {
      name: "Youth",
      summary: "For youth and middle-school programs",
      contents: [
        "20 complete uniform sets",
        "20 game jerseys with screen-printed numbers",
        "20 pairs of practice-weight game pants",
        "Team name on the front",
        "Choice of 2 team colours",
        "Free design proof",
      ],
    },
    {
      name: "High School",
      summary: "Our most-ordered set for varsity and JV",
      contents: [
        "30 complete uniform sets",
        "30 tackle-twill game jerseys cut over pads",
        "30 pairs of integrated-pad game pants",
        "Player names and numbers",
        "Helmet decals for the whole roster",
        "Two rounds of design revisions",
      ],
    },
    {
      name: "Championship",
      summary: "Home, away and sideline gear for a full program",
      contents: [
        "40 complete uniform sets",
        "40 sublimated jerseys, home and away",
        "40 pairs of integrated-pad game pants",
        "Player names, numbers and shoulder stripes",
        "Helmet decals for the whole roster",
        "Coaches' sideline polos",
        "Unlimited design revisions",
      ],
    },
  ]),
  additionalItems: teamPricing.football.additionalItems,
  extraSections: [
    {
      id: "football-specifications",
      title: "Football Uniform Specifications",
      intro: "Built for contact: what goes into every football uniform we make.",
      groups: [
        {
          title: "Fabrics",
          specs: [
            { label: "Jerseys", value: "Heavyweight polyester with stretch side panels" },
            { label: "Body", value: "Tight-weave mesh that resists grabbing" },
            { label: "Pants", value: "4-way stretch knit with integrated pad pockets" },
          ],
        },
        {
          title: "Decoration Methods",
          specs: [
            { label: "Tackle twill", value: "Sewn-down numbers that survive every season" },
            { label: "Sublimation", value: "Full-colour designs that never crack or peel" },
            { label: "Helmet decals", value: "Weatherproof vinyl, cut to your logo" },
          ],
        },
        {
          title: "Fit and Protection",
          specs: [
            { label: "Cut", value: "Tapered to fit snug over shoulder pads" },
            { label: "Sleeves", value: "Short cap sleeves with grip tape strips" },
            { label: "Pants", value: "Pockets for hip, thigh and knee pads" },
          ],
        },
      ],
    },
  ],
  delivery: "3-4 weeks",
  quote: defaultQuote("football"),
};

const slowpitch: SportPackages = {
  tagline: "Comfortable league-night uniforms the whole team will actually wear",
  intro:
    "Relaxed-fit jerseys and pants for church, company and weekend leagues, with room for sponsors and nicknames.",
  tileLine: "Relaxed-fit uniforms for church, company and weekend leagues",
  packages: priced("slowpitch", [
    {
      name: "Recreational",
      summary: "For church, company and rec leagues",
      contents: [
        "12 crew-neck performance jerseys",
        "Team name on the front, numbers on the back",
        "12 pairs of relaxed-fit pants",
        "12 adjustable team caps",
        "Choice of 2 team colours",
        "Free design proof",
      ],
    },
    {
      name: "League",
      summary: "Our most-ordered set for season-long leagues",
      contents: [
        "15 sublimated jerseys",
        "Player names or nicknames and numbers",
        "15 pairs of relaxed-fit pants",
        "15 embroidered caps",
        "Sponsor logo on the sleeve",
        "Two rounds of design revisions",
      ],
    },
    {
      name: "Tournament",
      summary: "Everything a travelling tournament team wears",
      contents: [
        "18 premium sublimated jerseys, home and away",
        "Player names or nicknames and numbers",
        "18 pairs of pants",
        "18 fitted caps with 3D embroidery",
        "18 warm-up shirts",
        "Sponsor logos on the sleeve and back",
        "Unlimited design revisions",
      ],
    },
  ]),
  additionalItems: teamPricing.slowpitch.additionalItems,
  extraSections: [
    {
      id: "slowpitch-features",
      title: "Made for League Night",
      intro: "Slowpitch is about playing hard and having fun. Our uniforms are built for both.",
      groups: [
        {
          title: "Comfort Features",
          items: [
            "Relaxed athletic fit for every body type",
            "Lightweight, moisture-wicking fabric for summer nights",
            "Tagless collars that never itch",
            "Stretch waistbands with belt loops",
            "Sizes from Youth XS to Adult 4XL",
          ],
        },
        {
          title: "Team Unity",
          items: [
            "Matching jerseys, pants and caps for the whole roster",
            "Nicknames on the back for a little personality",
            "Room for sponsor logos that help pay for the season",
            "Add a player mid-season at the same price",
            "Colours matched across every reorder",
          ],
        },
      ],
    },
  ],
  delivery: STANDARD_DELIVERY,
  quote: defaultQuote("slowpitch"),
};

const soccer: SportPackages = {
  tagline: "Lightweight kits built for ninety minutes of running",
  intro:
    "Jerseys, shorts and socks for recreational, club and high school sides, with goalkeeper kits to match.",
  tileLine: "Kits with jerseys, shorts, socks and goalkeeper gear",
  packages: priced("soccer", [
    {
      name: "Youth",
      summary: "For recreational and youth sides",
      contents: [
        "15 jerseys, shorts and socks",
        "Team logo embroidery",
        "Player numbers on the back",
        "Choice of 2 team colours",
        "Delivery in 2-3 weeks",
      ],
    },
    {
      name: "Club",
      summary: "Our most-ordered set for travel and club teams",
      contents: [
        "18 complete sets: jersey, shorts and socks",
        "Home and away kits",
        "Player names and numbers",
        "Team equipment bag",
        "Goalkeeper kit",
      ],
    },
    {
      name: "Elite",
      summary: "For academies and high school programs",
      contents: [
        "22 complete sets: jersey, shorts and socks",
        "2 goalkeeper kits",
        "Fully sublimated designs",
        "Coach gear",
        "Player bags",
        "Training bibs",
      ],
    },
  ]),
  additionalItems: teamPricing.soccer.additionalItems,
  extraSections: [
    {
      id: "soccer-performance",
      title: "Performance Features",
      intro: "Every kit is made for the pace of the modern game.",
      groups: [
        {
          title: "Moisture-Wicking Fabric",
          description: "Pulls sweat away from the skin and dries fast, half after half.",
        },
        {
          title: "Lightweight Construction",
          description: "Jerseys under 5 oz with mesh panels where players run hottest.",
        },
        {
          title: "Freedom of Movement",
          description: "Raglan sleeves and 4-way stretch shorts for every cut, tackle and volley.",
        },
        {
          title: "Colours That Last",
          description: "Sublimated designs are part of the fabric, so they never crack, peel or fade.",
        },
      ],
    },
  ],
  delivery: STANDARD_DELIVERY,
  quote: {
    title: "Take the Field",
    text: "Send us your club colours and crest. We'll design your kits, send a free proof and have your team ready for kick-off.",
  },
};

/** Packages, add-ons and extra sections for every sport with a package page (spec §9). */
export const teamPackages: Record<TeamPackageSport, SportPackages> = {
  baseball,
  basketball,
  cornhole,
  fastpitch,
  football,
  slowpitch,
  soccer,
};

/** The lowest package price of a sport, for "From $749" on the hub. */
export const startingPrice = (sport: TeamPackageSport) =>
  Math.min(...teamPackages[sport].packages.map((p) => p.price));
