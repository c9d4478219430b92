import { teamPricing } from "@store/db/catalogue";
import { defaultQuote, priced, type SportPackages } from "./model";

export const football: SportPackages = {
  tagline: "Friday-night uniforms tough enough for every snap",
  intro:
    "Game jerseys cut to fit over pads, integrated-pad pants and helmet decals, for youth leagues up to varsity rosters.",
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
