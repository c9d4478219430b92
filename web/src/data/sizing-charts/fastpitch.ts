import { adult, rows, type SizingGuide, tip, youth } from "./model";

export const fastpitch: SizingGuide = {
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
