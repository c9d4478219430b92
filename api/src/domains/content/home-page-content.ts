// The home page's words and pictures: every website content item the site reads, with a label staff
// understand and the default shown when the item is missing or blank. Shared by the server (first
// screen, the answer to a save) and the web (the page, the portal); it imports nothing, so the web's
// entry bundle stays small. Defaults live here, not in the seed, so every store gets them.

/** The one read of the home page's content: every item of the page (spec §7 allows page_name alone). */
export const homeContentQuery = { page_name: "home" } as const;
export const HOME_PAGE = homeContentQuery.page_name;

/** What a slot holds: words (a Text item) or a picture's address (an Image URL item). */
export type HomeSlotKind = "text" | "image";

export interface HomeSlot<S extends string = string, K extends string = string> {
  section: S;
  key: K;
  kind: HomeSlotKind;
  /** What staff see: where on the page the item shows. */
  label: string;
  /** What the page shows when the item is missing or blank. */
  default: string;
}

const text = <S extends string, K extends string>(section: S, key: K, label: string, value: string) =>
  ({ section, key, kind: "text", label, default: value }) as const satisfies HomeSlot<S, K>;
const image = <S extends string, K extends string>(section: S, key: K, label: string, value: string) =>
  ({ section, key, kind: "image", label, default: value }) as const satisfies HomeSlot<S, K>;

/** The page's sections in the order it shows them, named for staff. */
export const homeSections = [
  { section: "hero", title: "Hero slideshow" },
  { section: "vendors", title: "Brands We Carry" },
  { section: "categories", title: "Shop by Category" },
  { section: "packages", title: "Team packages" },
  { section: "artwork", title: "Custom artwork" },
] as const;

const heroPictures = (slide: number, alts: [string, string, string]) =>
  (["left", "middle", "right"] as const).flatMap((side, index) => {
    const n = index + 1;
    const where = `Slide ${slide}, ${side} picture${side === "middle" ? " (the only one on phones)" : ""}`;
    return [
      image("hero", `slide_${slide}_image_${n}`, where, `/images/hero/slide-${slide}-${n}.svg`),
      text(
        "hero",
        `slide_${slide}_image_${n}_alt`,
        `${where}: what it shows (read aloud)`,
        alts[index] ?? "",
      ),
    ];
  });

const vendor = <K extends string>(id: K, name: string, file: string) =>
  [
    text("vendors", `${id}_name`, `${name}: name under the logo`, name),
    image("vendors", `${id}_logo`, `${name}: logo`, `/images/vendors/${file}.svg`),
  ] as const;

const tile = <K extends string>(id: K, name: string, blurb: string) =>
  [
    text("categories", `${id}_name`, `${name} tile: name`, name),
    text("categories", `${id}_blurb`, `${name} tile: line under the name`, blurb),
  ] as const;

/** A hero slide: its words over the pictures, then its three pictures. */
const slide = <N extends number>(
  n: N,
  words: { eyebrow: string; headline: [string, string]; caption: string },
  alts: [string, string, string],
) =>
  [
    text("hero", `slide_${n}_eyebrow`, `Slide ${n}: small line above the headline`, words.eyebrow),
    text("hero", `slide_${n}_headline_1`, `Slide ${n}: headline, first line`, words.headline[0]),
    text(
      "hero",
      `slide_${n}_headline_2`,
      `Slide ${n}: headline, second line (accent colour)`,
      words.headline[1],
    ),
    text("hero", `slide_${n}_caption`, `Slide ${n}: line under the headline`, words.caption),
    ...heroPictures(n, alts),
  ] as const;

/** A section's small line above the heading, the heading, and the line under (or beside) it. */
const sectionHead = <S extends string>(
  section: S,
  eyebrow: string,
  heading: string,
  intro: [string, string],
) =>
  [
    text(section, "eyebrow", "Small line above the heading", eyebrow),
    text(section, "heading", "Section heading", heading),
    text(section, "intro", intro[0], intro[1]),
  ] as const;

/** Every item the home page reads, in the order it shows them. */
export const homeSlots = [
  text(
    "hero",
    "page_heading",
    "Page heading (read aloud and by search engines, not shown)",
    "Clanton Sports Apparel: team apparel, uniforms and gear from Clanton, Alabama",
  ),
  ...slide(
    1,
    {
      eyebrow: "Clanton Sports Apparel",
      headline: ["Game Day", "Ready"],
      caption: "Team uniforms · Custom jerseys",
    },
    [
      "Ballpark under the lights on game night",
      "A custom team jersey under stadium lights",
      "Team jerseys hanging in a locker room",
    ],
  ),
  ...slide(
    2,
    {
      eyebrow: "Custom sublimation",
      headline: ["Your Design.", "Your Team."],
      caption: "Your colors · Your logo · Your numbers",
    },
    [
      "A jersey template being designed on a tablet with colour guides",
      "A custom sublimated jersey mock-up with colour ribbons",
      "Sublimation transfer paper printed with jersey panels",
    ],
  ),
  ...slide(
    3,
    { eyebrow: "Equipment & spirit wear", headline: ["Gear", "Up"], caption: "Bats · Helmets · Balls" },
    [
      "Bats, balls, a batting helmet and gloves laid out on turf",
      "A batting helmet, bat and balls",
      "Clanton spirit wear: hoodies, caps and pennants",
    ],
  ),

  text("vendors", "heading", "Section heading", "Brands We Carry"),
  text(
    "vendors",
    "intro",
    "Line under the heading",
    "Trusted blanks, fleece and headwear from the names teams already know.",
  ),
  ...vendor("badger", "Badger", "badger"),
  ...vendor("richardson", "Richardson", "richardson"),
  ...vendor("pacific", "Pacific", "pacific"),
  ...vendor("champion", "Champion", "champion"),
  ...vendor("a4", "A4", "a4"),
  ...vendor("port_co", "Port & Co", "port-co"),

  ...sectionHead("categories", "Shop the store", "Shop by Category", [
    "Line beside the heading",
    "Everything on our store shelves, ready to order online.",
  ]),
  ...tile("t_shirts", "T-Shirts", "Performance tees, soft cotton classics and hometown prints."),
  ...tile("sweatshirts", "Sweatshirts", "Fleece crews for cool mornings in the stands."),
  ...tile("hoodies", "Hoodies", "From Champion staples to full-sub team designs."),
  ...tile("equipment", "Equipment", "Helmets, gloves, catcher's gear and bags."),
  ...tile("accessories", "Accessories", "Caps, beanies and custom socks to finish the look."),
  ...tile("all_products", "All Products", "Browse the full catalogue, apparel to equipment."),
  text("categories", "shop_now", "Every tile: the words at its foot", "Shop now"),

  ...sectionHead("packages", "Team Packages", "Outfit the Whole Roster", [
    "Line under the heading",
    "One order, one invoice, every player matching. Pick a sport to compare packages and add-ons.",
  ]),
  text(
    "packages",
    "point_1",
    "First selling point",
    "Three package levels per sport, from starter sets to championship-ready",
  ),
  text(
    "packages",
    "point_2",
    "Second selling point",
    "Extra jerseys, pants, caps and bags priced per item as the roster grows",
  ),
  text(
    "packages",
    "point_3",
    "Third selling point",
    "Most packages arrive in 2-3 weeks, with rush production when the season can't wait",
  ),
  text("packages", "button", "Button to the team packages", "View Team Packages"),

  text("artwork", "eyebrow", "Small line above the heading", "Custom Artwork"),
  text("artwork", "heading", "Section heading", "Have a Design in Mind?"),
  text(
    "artwork",
    "text",
    "Paragraph under the heading",
    "Send us your logo, a sketch on a napkin or just your team colours. Our designers turn it into " +
      "print-ready artwork for jerseys, hoodies and spirit wear, then send you a proof and a quote before " +
      "anything is made.",
  ),
  text("artwork", "button_request", "Main button (to the artwork request form)", "Request Custom Artwork"),
  text("artwork", "button_designs", "Second button (to the stock designs)", "Browse Stock Designs"),
] as const;

type Slot = (typeof homeSlots)[number];
/** "section.key" of a slot of the given kind, e.g. "hero.slide_1_headline_1". */
export type HomeSlotId<Kind extends HomeSlotKind = HomeSlotKind> = Slot extends infer E
  ? E extends { section: infer S extends string; key: infer K extends string; kind: Kind }
    ? `${S}.${K}`
    : never
  : never;
export type HomeWordId = HomeSlotId<"text">;
export type HomePictureId = HomeSlotId<"image">;

const slotsById = new Map<string, HomeSlot>(homeSlots.map((slot) => [`${slot.section}.${slot.key}`, slot]));

/** The slot an item's address fills, or undefined when the site does not read that address. */
export function homeSlotAt(page: string, section: string, key: string): HomeSlot | undefined {
  return page === HOME_PAGE ? slotsById.get(`${section}.${key}`) : undefined;
}

/**
 * The content types a slot reads. Words are Text items only: an HTML or JSON item would show its
 * markup as words. A picture's address may also have been saved as Text, as the spec's hero read
 * never asked for a type.
 */
export const slotTypes = (kind: HomeSlotKind): readonly string[] =>
  kind === "text" ? ["text"] : ["image", "text"];

/** The fields of a content item that decide what the page shows. */
export interface HomeContentRow {
  page_name?: string;
  section_name: string;
  content_key: string;
  content_type?: string;
  content_value: string | null;
}

/** The slot's value from the rows, or its default when the item is missing, blank or of another type. */
export function homeValues(rows: readonly HomeContentRow[] | undefined): (id: HomeSlotId) => string {
  const values = new Map<string, string>();
  for (const row of rows ?? []) {
    const slot = homeSlotAt(row.page_name ?? HOME_PAGE, row.section_name, row.content_key);
    const value = row.content_value?.trim();
    if (!slot || !value) continue;
    if (row.content_type !== undefined && !slotTypes(slot.kind).includes(row.content_type)) continue;
    values.set(`${slot.section}.${slot.key}`, value);
  }
  return (id) => values.get(id) ?? slotsById.get(id)?.default ?? "";
}

/** Whether a saved item changes the site, and a sentence saying so in staff's words. */
export interface SiteUse {
  shown: boolean;
  note: string;
}

const typeName: Record<string, string> = {
  text: "Text",
  image: "Image URL",
  html: "HTML",
  json: "JSON Data",
};

/** What the site does with an item saved at this address, for the answer to a save. */
export function siteUseOf(item: Required<HomeContentRow>): SiteUse {
  const slot = homeSlotAt(item.page_name, item.section_name, item.content_key);
  if (!slot) {
    return {
      shown: false,
      note:
        "The site does not use this page, section and key, so nothing on the site changes. " +
        "Home Page Words lists every item the home page reads.",
    };
  }
  if (!slotTypes(slot.kind).includes(item.content_type)) {
    const wanted = slot.kind === "text" ? "Text" : "Image URL";
    return {
      shown: false,
      note: `The home page reads "${slot.label}" only from a ${wanted} item, not ${typeName[item.content_type] ?? item.content_type}, so nothing on the site changes. Change the type to ${wanted}.`,
    };
  }
  if (!item.content_value?.trim()) {
    return {
      shown: true,
      note: `The value is blank, so the home page shows the default: "${slot.default}".`,
    };
  }
  return { shown: true, note: `The home page shows it as "${slot.label}".` };
}

/** A saved item with what the site does with it: the answer to an add or an edit. */
export const withSiteUse = <T extends Required<HomeContentRow>>(item: T): T & { site_use: SiteUse } => ({
  ...item,
  site_use: siteUseOf(item),
});
