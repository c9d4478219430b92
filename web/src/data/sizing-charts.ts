import { adultSizes, youthSizes } from "@store/db/catalogue";
import type { SizingGuideSport } from "./site-pages";

/** One row of a size chart: the size and one value per measurement column. */
export interface SizeRow {
  size: string;
  values: readonly [string, string];
}

/** A chart for one garment (or the helmets): Size plus two measurement columns. */
export interface SizeChart {
  id: string;
  title: string;
  /** A short line under the heading: units and how the garment fits. */
  note: string;
  columns: readonly ["Size", string, string];
  rows: SizeRow[];
}

/** A "How to Measure" card. */
export interface MeasureTip {
  part: string;
  how: string;
}

export interface FeatureList {
  title: string;
  items: string[];
}

export interface SizingGuide {
  intro: string;
  charts: SizeChart[];
  measure: MeasureTip[];
  features: FeatureList[];
  /** Football only: helmet sizes by head circumference. */
  helmets?: SizeChart;
  /** Football only: how protective gear should fit. */
  safety?: { title: string; intro: string; items: string[] };
}

const INCHES = "All measurements in inches. Between sizes? Order the larger one.";

/** Size labels down the first column: youth XS-XL, then adult S up (the sizes products are sold in). */
const youth = [...youthSizes];
const adult = [...adultSizes];

/** Pairs each size label with its two measurements, in order. */
function rows(labels: string[], values: readonly (readonly [string, string])[]): SizeRow[] {
  if (labels.length !== values.length) throw new Error("a size chart needs one value pair per size");
  return labels.map((size, i) => ({ size, values: values[i] ?? ["", ""] }));
}

const tip = {
  chest: {
    part: "Chest",
    how: "Measure around the fullest part of the chest, under the arms and across the shoulder blades. Keep the tape level and snug, not tight.",
  },
  waist: {
    part: "Waist",
    how: "Measure around the natural waistline, just above the belly button, where the pants will sit. Keep one finger under the tape.",
  },
  inseam: {
    part: "Inseam",
    how: "Measure from the crotch seam down the inside of the leg to where the hem should fall. Easiest on a pair of pants that fit well.",
  },
  length: {
    part: "Length",
    how: "Measure from the highest point of the shoulder, next to the collar, straight down the front to where the jersey should end.",
  },
} satisfies Record<string, MeasureTip>;

const baseball: SizingGuide = {
  intro:
    "Find the right fit for jerseys and pants before you order. Measure over a t-shirt, compare with the charts and size up if you like room to layer underneath.",
  charts: [
    {
      id: "baseball-jerseys",
      title: "Jerseys",
      note: INCHES,
      columns: ["Size", "Chest", "Length"],
      rows: [
        ...rows(youth, [
          ["24-26", "19-20"],
          ["26-28", "21-22"],
          ["28-30", "23-24"],
          ["30-32", "25-26"],
          ["32-34", "27-28"],
        ]),
        ...rows(adult, [
          ["34-36", "28-29"],
          ["38-40", "29-30"],
          ["42-44", "30-31"],
          ["46-48", "31-32"],
          ["50-52", "32-33"],
          ["54-56", "33-34"],
        ]),
      ],
    },
    {
      id: "baseball-pants",
      title: "Pants",
      note: "All measurements in inches. Full-length inseam; knicker styles end just below the knee.",
      columns: ["Size", "Waist", "Inseam"],
      rows: [
        ...rows(youth, [
          ["20-22", "18-19"],
          ["22-24", "20-21"],
          ["24-26", "22-23"],
          ["26-28", "24-25"],
          ["28-30", "26-27"],
        ]),
        ...rows(adult, [
          ["28-30", "29-30"],
          ["32-34", "30-31"],
          ["36-38", "31-32"],
          ["40-42", "32-33"],
          ["44-46", "33-34"],
          ["48-50", "33-34"],
        ]),
      ],
    },
  ],
  measure: [tip.chest, tip.waist, tip.inseam, tip.length],
  features: [
    {
      title: "Fit Tips",
      items: [
        "Jerseys have an athletic fit with room to swing and throw",
        "Size up one size to wear a sliding shirt or hoodie underneath",
        "Pants are worn at the natural waist with a belt",
        "Catchers often prefer one size up in pants for squatting",
      ],
    },
    {
      title: "Uniform Features",
      items: [
        "Moisture-wicking polyester that dries between innings",
        "Reinforced knees on every pair of pants",
        "Elastic leg openings for knicker styles",
        "Colours that hold up to infield dirt and the wash",
      ],
    },
  ],
};

const fastpitch: SizingGuide = {
  intro:
    "Fastpitch uniforms are cut for women and girls: longer in the back, shaped through the hips and with room in the shoulders for a full windmill.",
  charts: [
    {
      id: "fastpitch-jerseys",
      title: "Jerseys",
      note: "All measurements in inches. Women's cut; measure the fullest part of the bust.",
      columns: ["Size", "Bust/Chest", "Length"],
      rows: [
        ...rows(youth, [
          ["24-26", "19-20"],
          ["26-28", "21-22"],
          ["28-30", "22-23"],
          ["30-32", "23-24"],
          ["32-34", "24-25"],
        ]),
        ...rows(adult, [
          ["32-34", "25-26"],
          ["35-37", "26-27"],
          ["38-40", "27-28"],
          ["41-43", "28-29"],
          ["44-46", "29-30"],
          ["47-49", "30-31"],
        ]),
      ],
    },
    {
      id: "fastpitch-pants",
      title: "Pants",
      note: "All measurements in inches. Low-rise fit; measure where the waistband will sit.",
      columns: ["Size", "Waist", "Inseam"],
      rows: [
        ...rows(youth, [
          ["20-21", "20-21"],
          ["21-22", "22-23"],
          ["22-24", "24-25"],
          ["24-26", "26-27"],
          ["26-28", "27-28"],
        ]),
        ...rows(adult, [
          ["26-28", "29-30"],
          ["29-31", "30-31"],
          ["32-34", "30-31"],
          ["35-37", "31-32"],
          ["38-40", "31-32"],
          ["41-43", "32-33"],
        ]),
      ],
    },
  ],
  measure: [
    {
      part: "Bust/Chest",
      how: "Measure around the fullest part of the bust, under the arms and across the back, while wearing a sports bra. Keep the tape level.",
    },
    tip.waist,
    tip.inseam,
    tip.length,
  ],
  features: [
    {
      title: "Fit Tips",
      items: [
        "Jerseys are shaped through the waist and longer in the back so they stay tucked",
        "Between sizes, size up for pitchers and catchers",
        "Pants sit low on the hips with a wide, no-roll waistband",
        "Order sliding shorts in the same size as the pants",
      ],
    },
    {
      title: "Uniform Features",
      items: [
        "4-way stretch fabric for slides and dives",
        "Reinforced knees and pockets for sliding pads",
        "Raglan sleeves for a full windmill motion",
        "Moisture-wicking fabric for tournament weekends",
      ],
    },
  ],
};

const basketball: SizingGuide = {
  intro:
    "Basketball uniforms run longer and looser than everyday wear. Use the charts to pick a jersey that stays tucked and shorts that never slow down a first step.",
  charts: [
    {
      id: "basketball-jerseys",
      title: "Jerseys",
      note: INCHES,
      columns: ["Size", "Chest", "Length"],
      rows: [
        ...rows(youth, [
          ["24-26", "21-22"],
          ["26-28", "23-24"],
          ["28-30", "25-26"],
          ["30-32", "27-28"],
          ["32-34", "28-29"],
        ]),
        ...rows(adult, [
          ["34-36", "29-30"],
          ["38-40", "30-31"],
          ["42-44", "31-32"],
          ["46-48", "32-33"],
          ["50-52", "33-34"],
          ["54-56", "34-35"],
        ]),
      ],
    },
    {
      id: "basketball-shorts",
      title: "Shorts",
      note: "All measurements in inches. Waist is measured relaxed; the drawcord takes up the rest.",
      columns: ["Size", "Waist", "Inseam"],
      rows: [
        ...rows(youth, [
          ["20-22", "6-7"],
          ["22-24", "7-8"],
          ["24-26", "7-8"],
          ["26-28", "8-9"],
          ["28-30", "8-9"],
        ]),
        ...rows(adult, [
          ["28-30", "9-10"],
          ["32-34", "9-10"],
          ["36-38", "10-11"],
          ["40-42", "10-11"],
          ["44-46", "11-12"],
          ["48-50", "11-12"],
        ]),
      ],
    },
  ],
  measure: [tip.chest, tip.waist, tip.inseam, tip.length],
  features: [
    {
      title: "Fit Tips",
      items: [
        "Jerseys have a loose fit; stay true to size for the classic look",
        "Size down one for a tighter, modern fit",
        "Reversible jerseys run slightly smaller: size up if in doubt",
        "Shorts have an elastic waist with an inside drawcord",
      ],
    },
    {
      title: "Uniform Features",
      items: [
        "Breathable mesh side panels for airflow",
        "Lightweight fabric that never clings",
        "Deep armholes for full range of motion",
        "Numbers that stay flexible and never crack",
      ],
    },
  ],
};

const football: SizingGuide = {
  intro:
    "Football jerseys are cut to fit over shoulder pads and pants hold integrated pads, so measure the player, then check the charts for the gear they wear.",
  charts: [
    {
      id: "football-jerseys",
      title: "Jerseys",
      note: "All measurements in inches, taken without pads. The jersey's cut leaves room for shoulder pads.",
      columns: ["Size", "Chest", "Length"],
      rows: [
        ...rows(youth, [
          ["26-28", "21-22"],
          ["28-30", "23-24"],
          ["30-32", "25-26"],
          ["32-34", "27-28"],
          ["34-36", "28-29"],
        ]),
        ...rows(adult, [
          ["36-38", "29-30"],
          ["40-42", "30-31"],
          ["44-46", "31-32"],
          ["48-50", "32-33"],
          ["52-54", "33-34"],
          ["56-58", "34-35"],
        ]),
      ],
    },
    {
      id: "football-pants",
      title: "Pants",
      note: "All measurements in inches. Inseam to just below the knee, where the knee pads sit.",
      columns: ["Size", "Waist", "Inseam"],
      rows: [
        ...rows(youth, [
          ["20-22", "10-11"],
          ["22-24", "11-12"],
          ["24-26", "12-13"],
          ["26-28", "13-14"],
          ["28-30", "14-15"],
        ]),
        ...rows(adult, [
          ["28-30", "15-16"],
          ["32-34", "16-17"],
          ["36-38", "17-18"],
          ["40-42", "18-19"],
          ["44-46", "19-20"],
          ["48-50", "19-20"],
        ]),
      ],
    },
  ],
  helmets: {
    id: "football-helmets",
    title: "Helmets",
    note: "Measure the head circumference about 1 in above the eyebrows. Every helmet is fitted in store before the season.",
    columns: ["Size", "Head Circumference", "Typical Age Range"],
    rows: [
      { size: "Youth Small", values: ["19.5-20.5 in", "6-9 years"] },
      { size: "Youth Medium", values: ["20.5-21.5 in", "9-11 years"] },
      { size: "Youth Large", values: ["21.5-22.5 in", "11-14 years"] },
      { size: "Adult Medium", values: ["22.5-23.5 in", "14-16 years"] },
      { size: "Adult Large", values: ["23.5-24.5 in", "16 years and up"] },
      { size: "Adult XL", values: ["24.5-25.5 in", "16 years and up"] },
    ],
  },
  measure: [
    tip.chest,
    tip.waist,
    tip.inseam,
    tip.length,
    {
      part: "Head",
      how: "Wrap the tape around the head about 1 in above the eyebrows and just above the ears, where the helmet will sit.",
    },
  ],
  features: [
    {
      title: "Fit Tips",
      items: [
        "Measure without pads; the jersey cut already allows for them",
        "Linemen often prefer one size up for bigger shoulder pads",
        "Pants should be snug so the thigh and knee pads stay in place",
        "Youth players between sizes should size up to grow into the season",
      ],
    },
    {
      title: "Uniform Features",
      items: [
        "Stretch side panels that hug the pads",
        "Tight-weave mesh that is hard to grab",
        "Integrated pockets for hip, thigh and knee pads",
        "Sewn-down tackle-twill numbers",
      ],
    },
  ],
  safety: {
    title: "Safety First",
    intro:
      "A helmet or pad that does not fit does not protect. Check every player's fit before the first practice and again mid-season.",
    items: [
      "The helmet sits about 1 in above the eyebrows and does not rock when the player shakes their head",
      "The chin strap is centred and snug, with no more than one finger of space",
      "Cheek pads press lightly against the face",
      "Shoulder pads cover the shoulder tips and the collarbone, and the arch sits flat on the top of the shoulders",
      "Use only NOCSAE-certified helmets and have them reconditioned and recertified as the maker recommends",
      "Replace any helmet with a cracked shell or compressed padding",
    ],
  },
};

/** Charts, measuring tips and fit notes for every sport with a sizing guide. */
export const sizingGuides: Record<SizingGuideSport, SizingGuide> = {
  baseball,
  fastpitch,
  basketball,
  football,
};
