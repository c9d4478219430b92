import { teamPricing } from "@store/db/catalogue";
import { defaultQuote, priced, type SportPackages, STANDARD_DELIVERY } from "./model";

export const basketball: SportPackages = {
  tagline: "Lightweight uniforms built for fast breaks and full-court presses",
  intro:
    "Breathable mesh jerseys and shorts with names and numbers that stay put, from youth leagues to varsity gyms.",
  packages: priced("basketball", [
    {
      name: "Starter",
      summary: "For youth leagues and church teams",
      contents: [
        "10 reversible mesh jerseys",
        "10 pairs of matching shorts",
        "Screen-printed numbers on both sides",
        "Team name on the front",
        "Choice of 2 team colours",
        "Free design proof",
      ],
    },
    {
      name: "Pro",
      summary: "Our most-ordered set for school and AAU teams",
      contents: [
        "12 sublimated jerseys",
        "12 pairs of sublimated shorts with side panels",
        "Player names and numbers",
        "12 performance shooting shirts",
        "Team logo on jersey and shorts",
        "Two rounds of design revisions",
      ],
    },
    {
      name: "Championship",
      summary: "Home, away and warm-ups for a full season",
      contents: [
        "15 sublimated jerseys, home and away",
        "15 pairs of sublimated shorts, home and away",
        "Player names and numbers",
        "15 shooting shirts",
        "15 warm-up jackets with embroidered logo",
        "Coach's polo",
        "Unlimited design revisions",
      ],
    },
  ]),
  additionalItems: teamPricing.basketball.additionalItems,
  extraSections: [],
  delivery: STANDARD_DELIVERY,
  quote: defaultQuote("basketball"),
};
