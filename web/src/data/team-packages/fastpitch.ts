import { teamPricing } from "@store/db/catalogue";
import { defaultQuote, priced, type SportPackages, STANDARD_DELIVERY } from "./model";

export const fastpitch: SportPackages = {
  tagline: "Uniforms cut for the circle, the base paths and the dive",
  intro:
    "Women's-cut jerseys and pants that move with every windmill and slide, in colours that stay bright all season.",
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
