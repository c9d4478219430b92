import type { StockDesignCategory } from "./stock-design-categories";

export interface StockDesign {
  id: string;
  name: string;
  category: StockDesignCategory;
  image_url: string;
  description: string;
  tags: string[];
}

type DesignFields = Omit<StockDesign, "id" | "image_url">;

/**
 * The 21 built-in designs, as the store's catalogue lists them. Some sit in a category their name
 * does not suggest (a soccer-named and a track-named design are filed under softball): the spec
 * keeps the store's filing as it is, so the category filter shows them where the store put them.
 */
const designs: DesignFields[] = [
  {
    name: "Diamond Fury",
    category: "softball",
    description: "Bold diagonal slash with flame accents for fastpitch teams that play with fire.",
    tags: ["flames", "diagonal", "fastpitch", "bold"],
  },
  {
    name: "Rise Up Softball",
    category: "softball",
    description: "Rising sun rays behind a script wordmark; bright and upbeat for youth leagues.",
    tags: ["script", "sunburst", "youth", "bright"],
  },
  {
    name: "Strikeforce Soccer",
    category: "softball",
    description: "Angular chevrons and a shield crest, first drawn for soccer and now a softball favorite.",
    tags: ["chevron", "crest", "angular", "modern"],
  },
  {
    name: "Fast Track Relay",
    category: "softball",
    description: "Speed lines that run across the chest; built for a track club, loved by softball teams.",
    tags: ["speed", "stripes", "motion", "sleek"],
  },
  {
    name: "Friday Night Lights",
    category: "football",
    description: "Stadium-light starbursts over a deep navy field, made for home games under the lights.",
    tags: ["stadium", "lights", "navy", "classic"],
  },
  {
    name: "Gridiron Grit",
    category: "football",
    description: "Distressed block numbers and shoulder stripes with a rugged, game-worn texture.",
    tags: ["distressed", "block", "stripes", "vintage"],
  },
  {
    name: "Blitz Camo",
    category: "football",
    description: "Digital camouflage panels with a sharp contrast collar for military-appreciation games.",
    tags: ["camo", "digital", "tribute", "contrast"],
  },
  {
    name: "Red Zone",
    category: "football",
    description: "A gradient from team colour to red at the hem, with an oversized stencil number.",
    tags: ["gradient", "stencil", "numbers", "aggressive"],
  },
  {
    name: "Full Court Press",
    category: "basketball",
    description: "Court-line geometry wraps the side panels; clean, fast and easy to read from the stands.",
    tags: ["court", "geometric", "clean", "sides"],
  },
  {
    name: "Buzzer Beater",
    category: "basketball",
    description: "Electric zig-zag trim and a scoreboard-style number font for teams that finish strong.",
    tags: ["electric", "zigzag", "scoreboard", "retro"],
  },
  {
    name: "Hardwood Classic",
    category: "basketball",
    description: "Throwback piping and an arched wordmark inspired by 1970s hardwood legends.",
    tags: ["throwback", "piping", "arched", "vintage"],
  },
  {
    name: "Slam Dunk Splash",
    category: "basketball",
    description: "Paint-splash texture across the shoulders with a bright, high-energy colour pop.",
    tags: ["splash", "paint", "bright", "youth"],
  },
  {
    name: "Home Run Heritage",
    category: "baseball",
    description: "Pinstripes, a tail-sweep script and a stitched-look crest for a timeless ballpark feel.",
    tags: ["pinstripes", "script", "classic", "tailsweep"],
  },
  {
    name: "Dugout Dynasty",
    category: "baseball",
    description: "A crowned shield and raglan-style sleeves in two contrasting team colours.",
    tags: ["crest", "raglan", "contrast", "crown"],
  },
  {
    name: "Bases Loaded",
    category: "baseball",
    description: "Diamond outline graphic that fades into the team name across the chest.",
    tags: ["diamond", "fade", "wordmark", "modern"],
  },
  {
    name: "Seventh Inning Stars",
    category: "baseball",
    description: "Stars and stripes sleeve panels for patriotic tournaments and summer travel ball.",
    tags: ["stars", "stripes", "patriotic", "tournament"],
  },
  {
    name: "Pitch Perfect",
    category: "soccer",
    description: "Subtle tonal hoops and a V-neck collar band, the look of a European club kit.",
    tags: ["hoops", "tonal", "club", "vneck"],
  },
  {
    name: "Golden Goal",
    category: "soccer",
    description: "Gold pinstripe sash across a solid body, with room for a sponsor on the chest.",
    tags: ["sash", "gold", "sponsor", "bold"],
  },
  {
    name: "Midfield Maestro",
    category: "soccer",
    description: "Halftone gradient panels that shift from dark to light, lightweight and modern.",
    tags: ["halftone", "gradient", "lightweight", "modern"],
  },
  {
    name: "Finish Line",
    category: "track",
    description: "Lane-line stripes and a checkered hem for sprinters, relays and cross-country squads.",
    tags: ["lanes", "checkered", "speed", "stripes"],
  },
  {
    name: "Personal Best",
    category: "track",
    description: "Minimal singlet design with a bold side number panel and breathable mesh zones.",
    tags: ["minimal", "singlet", "mesh", "numbers"],
  },
];

// Each design's mock-up is drawn by tools/artwork/src/designs.ts and named after its id.
export const stockDesigns: StockDesign[] = designs.map((design, index) => ({
  id: `design-${index + 1}`,
  image_url: `/images/designs/design-${index + 1}.svg`,
  ...design,
}));

export const findStockDesign = (id: string) => stockDesigns.find((design) => design.id === id);
