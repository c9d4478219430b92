import { teamPricing } from "@store/db/catalogue";
import { defaultQuote, priced, type SportPackages, STANDARD_DELIVERY } from "./model";

export const cornhole: SportPackages = {
  tagline: "Regulation boards and bags for leagues, tailgates and tournaments",
  intro:
    "Hand-built boards with your team, school or business graphics, and bags that fly true from the first toss.",
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
