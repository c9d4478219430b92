import { teamPricing } from "@store/db/catalogue";
import { defaultQuote, priced, type SportPackages, STANDARD_DELIVERY } from "./model";

export const baseball: SportPackages = {
  tagline: "Game-ready uniforms from the first pitch to the final out",
  intro:
    "Jerseys, pants and caps that match down to the piping, built for dirt, dugouts and doubleheaders in the Alabama heat.",
  packages: priced("baseball", [
    {
      name: "Starter",
      summary: "For rec-league and first-year teams",
      contents: [
        "12 two-button jerseys with screen-printed team name",
        "Player numbers on the back",
        "12 pairs of pull-up baseball pants",
        "12 adjustable team caps with embroidered logo",
        "Choice of 2 team colours",
        "Free design proof",
      ],
    },
    {
      name: "Pro",
      summary: "Our most-ordered set for travel ball",
      contents: [
        "15 full-button sublimated jerseys",
        "Player names and numbers",
        "15 pairs of piped baseball pants",
        "15 fitted caps with 3D embroidered logo",
        "15 pairs of team socks and belts",
        "Sleeve patch or sponsor logo",
        "Two rounds of design revisions",
      ],
    },
    {
      name: "Championship",
      summary: "Everything a tournament team wears",
      contents: [
        "18 premium sublimated jerseys, home and away",
        "Player names, numbers and sleeve flags",
        "18 pairs of knicker or full-length pants",
        "18 fitted caps with 3D embroidered logo",
        "18 pairs of socks and belts",
        "Coach's warm-up jacket",
        "Batting helmet decals for the whole roster",
        "Unlimited design revisions",
      ],
    },
  ]),
  additionalItems: teamPricing.baseball.additionalItems,
  extraSections: [],
  delivery: STANDARD_DELIVERY,
  quote: defaultQuote("baseball"),
};
