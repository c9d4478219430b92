import { baseball } from "./baseball";
import { adult, INCHES, rows, type SizeChart, youth } from "./model";

// Everyday garments the shop sells in sizes. Team uniforms (jerseys, pants) keep the sport guides'
// charts: the baseball guide's are the store's standard cut.

/** T-shirts, long sleeve tees included: a regular fit, body measurements in inches. */
export const teeChart: SizeChart = {
  id: "tees",
  title: "T-shirts",
  note: `${INCHES} Performance tees fit closer than cotton ones.`,
  columns: ["Size", "Chest", "Length"],
  rows: [
    ...rows(youth, [
      ["22-24", "18-19"],
      ["25-26", "20-21"],
      ["27-28", "22-23"],
      ["29-30", "24-25"],
      ["31-32", "26-27"],
    ]),
    ...rows(adult, [
      ["34-36", "27-28"],
      ["38-40", "28-29"],
      ["42-44", "29-30"],
      ["46-48", "30-31"],
      ["50-52", "31-32"],
      ["54-56", "32-33"],
    ]),
  ],
};

/** Hoodies, sweatshirts, fleece crews and pullovers: cut roomier, with ribbed cuffs and waistband. */
export const hoodieChart: SizeChart = {
  id: "hoodies",
  title: "Hoodies & Sweatshirts",
  note: `${INCHES} Cut with room to layer over a tee.`,
  columns: ["Size", "Chest", "Length"],
  rows: [
    ...rows(youth, [
      ["24-26", "19-20"],
      ["26-28", "21-22"],
      ["28-30", "22-23"],
      ["30-32", "24-25"],
      ["32-34", "26-27"],
    ]),
    ...rows(adult, [
      ["35-37", "27-28"],
      ["39-41", "28-29"],
      ["43-45", "29-30"],
      ["47-49", "30-31"],
      ["51-53", "31-32"],
      ["55-57", "32-33"],
    ]),
  ],
};

const [baseballJerseys, baseballPants] = baseball.charts;
if (!baseballJerseys || !baseballPants) throw new Error("the baseball guide lost its jersey or pants chart");

/** Team jerseys: the baseball guide's jersey chart. */
export const jerseyChart: SizeChart = baseballJerseys;
/** Pants and knickers: the baseball guide's pants chart. */
export const pantsChart: SizeChart = baseballPants;
