import { teamPricing } from "@store/db/catalogue";
import { priced, type SportPackages, STANDARD_DELIVERY } from "./model";

export const soccer: SportPackages = {
  tagline: "Lightweight kits built for ninety minutes of running",
  intro:
    "Jerseys, shorts and socks for recreational, club and high school sides, with goalkeeper kits to match.",
  packages: priced("soccer", [
    {
      name: "Youth",
      summary: "For recreational and youth sides",
      contents: [
        "15 jerseys, shorts and socks",
        "Team logo embroidery",
        "Player numbers on the back",
        "Choice of 2 team colours",
        "Delivery in 2-3 weeks",
      ],
    },
    {
      name: "Club",
      summary: "Our most-ordered set for travel and club teams",
      contents: [
        "18 complete sets: jersey, shorts and socks",
        "Home and away kits",
        "Player names and numbers",
        "Team equipment bag",
        "Goalkeeper kit",
      ],
    },
    {
      name: "Elite",
      summary: "For academies and high school programs",
      contents: [
        "22 complete sets: jersey, shorts and socks",
        "2 goalkeeper kits",
        "Fully sublimated designs",
        "Coach gear",
        "Player bags",
        "Training bibs",
      ],
    },
  ]),
  additionalItems: teamPricing.soccer.additionalItems,
  extraSections: [
    {
      id: "soccer-performance",
      title: "Performance Features",
      intro: "Every kit is made for the pace of the modern game.",
      groups: [
        {
          title: "Moisture-Wicking Fabric",
          description: "Pulls sweat away from the skin and dries fast, half after half.",
        },
        {
          title: "Lightweight Construction",
          description: "Jerseys under 5 oz with mesh panels where players run hottest.",
        },
        {
          title: "Freedom of Movement",
          description: "Raglan sleeves and 4-way stretch shorts for every cut, tackle and volley.",
        },
        {
          title: "Colours That Last",
          description: "Sublimated designs are part of the fabric, so they never crack, peel or fade.",
        },
      ],
    },
  ],
  delivery: STANDARD_DELIVERY,
  quote: {
    title: "Take the Field",
    text: "Send us your club colours and crest. We'll design your kits, send a free proof and have your team ready for kick-off.",
  },
};
