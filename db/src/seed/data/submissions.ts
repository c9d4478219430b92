import type { SeedArtworkSubmission, SeedContactSubmission } from "./types";

export const artworkSubmissions: SeedArtworkSubmission[] = [
  {
    name: "Shane Caldwell",
    email: "shane.caldwell@example.com",
    team_name: "Chilton County Tigers 12U",
    products_interested: "Spring baseball team package for 13 players plus 3 coaches",
    ordering_items: ["Full Sub Jersey", "Pants", "Hats", "Semi Sub Hoodie"],
    artwork_details:
      "Navy and Vegas gold. We want our tiger head logo on the front left chest with TIGERS across the middle, player numbers on the back and sleeve, and last names on the back. Pants in grey with a navy piping stripe. Logo file attached as a PNG; we can get a vector from the league if needed.",
    created: "2026-11-03T18:27:00Z",
  },
  {
    name: "Lindsey Parrish",
    email: "lparrish@example.com",
    team_name: "Clanton Lady Storm 14U Fastpitch",
    products_interested: "Tournament uniforms and warmups for the 2027 travel season",
    ordering_items: ["Full Sub Jersey", "Full Sub Shorts", "Full Sub 1/4 Zip", "Hats"],
    artwork_details:
      "Black, teal and silver with a lightning bolt pattern fading down the side panels. STORM script across the chest, numbers front and back, no names. The 1/4 zip should match the jersey with a small logo on the left chest. Caps should be a visor-style fastpitch cap if you carry one. 11 players, sizes to follow after the size kit try-on.",
    created: "2026-11-12T14:05:00Z",
  },
];

export const contactSubmissions: SeedContactSubmission[] = [
  {
    name: "Terry Blackmon",
    email: "terry.blackmon@example.com",
    phone: "(205) 555-0142",
    message:
      "Hi, I coach a church slowpitch softball team and we need about 16 shirts with numbers on the back for the spring league. Do you have a minimum for screen printing, and how long does it usually take?",
    created: "2026-10-28T20:11:00Z",
  },
  {
    name: "Megan Hollis",
    email: "megan.hollis@example.com",
    phone: null,
    message:
      "Do you embroider names on equipment bags? My son has the rolling catcher's bag from your store and I would like his name and number added before Christmas.",
    created: "2026-11-15T16:40:00Z",
  },
];
