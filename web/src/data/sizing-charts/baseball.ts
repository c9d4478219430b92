import { adult, INCHES, rows, type SizingGuide, tip, youth } from "./model";

export const baseball: SizingGuide = {
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
