import { adult, rows, type SizingGuide, tip, youth } from "./model";

export const football: SizingGuide = {
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
