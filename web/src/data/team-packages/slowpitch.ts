import { teamPricing } from "@store/db/catalogue";
import { defaultQuote, priced, type SportPackages, STANDARD_DELIVERY } from "./model";

export const slowpitch: SportPackages = {
  tagline: "Comfortable league-night uniforms the whole team will actually wear",
  intro:
    "Relaxed-fit jerseys and pants for church, company and weekend leagues, with room for sponsors and nicknames.",
  packages: priced("slowpitch", [
    {
      name: "Recreational",
      summary: "For church, company and rec leagues",
      contents: [
        "12 crew-neck performance jerseys",
        "Team name on the front, numbers on the back",
        "12 pairs of relaxed-fit pants",
        "12 adjustable team caps",
        "Choice of 2 team colours",
        "Free design proof",
      ],
    },
    {
      name: "League",
      summary: "Our most-ordered set for season-long leagues",
      contents: [
        "15 sublimated jerseys",
        "Player names or nicknames and numbers",
        "15 pairs of relaxed-fit pants",
        "15 embroidered caps",
        "Sponsor logo on the sleeve",
        "Two rounds of design revisions",
      ],
    },
    {
      name: "Tournament",
      summary: "Everything a travelling tournament team wears",
      contents: [
        "18 premium sublimated jerseys, home and away",
        "Player names or nicknames and numbers",
        "18 pairs of pants",
        "18 fitted caps with 3D embroidery",
        "18 warm-up shirts",
        "Sponsor logos on the sleeve and back",
        "Unlimited design revisions",
      ],
    },
  ]),
  additionalItems: teamPricing.slowpitch.additionalItems,
  extraSections: [
    {
      id: "slowpitch-features",
      title: "Made for League Night",
      intro: "Slowpitch is about playing hard and having fun. Our uniforms are built for both.",
      groups: [
        {
          title: "Comfort Features",
          items: [
            "Relaxed athletic fit for every body type",
            "Lightweight, moisture-wicking fabric for summer nights",
            "Tagless collars that never itch",
            "Stretch waistbands with belt loops",
            "Sizes from Youth XS to Adult 4XL",
          ],
        },
        {
          title: "Team Unity",
          items: [
            "Matching jerseys, pants and caps for the whole roster",
            "Nicknames on the back for a little personality",
            "Room for sponsor logos that help pay for the season",
            "Add a player mid-season at the same price",
            "Colours matched across every reorder",
          ],
        },
      ],
    },
  ],
  delivery: STANDARD_DELIVERY,
  quote: defaultQuote("slowpitch"),
};
