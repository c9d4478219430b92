import { adult, INCHES, rows, type SizingGuide, tip, youth } from "./model";

export const basketball: SizingGuide = {
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
