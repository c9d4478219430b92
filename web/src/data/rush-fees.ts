import { findRush, type RushTimeframe } from "@store/db/catalogue";

/** The fee of a rush option, from the catalogue that also prices quotes. */
const rushFee = (timeframe: RushTimeframe) => findRush(timeframe)?.fee ?? 0;

/** A rush production option (spec §9), charged on top of the order. */
export interface RushOption {
  /** The turnaround as the spec writes it; the artwork form receives it as ?rush=. */
  timeframe: string;
  /** Whole US dollars. */
  fee: number;
  name: string;
  description: string;
  features: string[];
}

export const rushOptions: RushOption[] = [
  {
    timeframe: "24-48 Hours",
    fee: rushFee("24-48 Hours"),
    name: "Express",
    description: "For the tournament that starts this weekend. Your order jumps to the front of the line.",
    features: [
      "Production starts the day your design is approved",
      "First in line on the press and the embroidery machines",
      "Best for stock designs and one- or two-colour logos",
      "Ships by overnight or 2-day delivery",
    ],
  },
  {
    timeframe: "3-5 Days",
    fee: rushFee("3-5 Days"),
    name: "Priority",
    description: "Ahead of the standard queue, with time for names and numbers on every jersey.",
    features: [
      "Ready to ship within 5 business days",
      "Player names and numbers included",
      "Screen printing, sublimation or embroidery",
      "Ideal for mid-season roster additions",
    ],
  },
  {
    timeframe: "1 Week",
    fee: rushFee("1 Week"),
    name: "Expedited",
    description: "Half the standard wait for late registrations and last-minute team photos.",
    features: [
      "Ready to ship within 7 days",
      "Most decoration methods available",
      "Custom colours matched to your existing uniforms",
      "Great for late registrations and new players",
    ],
  },
];

/** The conditions every rush order accepts, each headed by the spec's own words. */
export const rushRules: { rule: string; detail: string }[] = [
  {
    rule: "Fee is added to product and shipping costs.",
    detail: "The rush fee is charged on top of your order total and any shipping, not instead of them.",
  },
  {
    rule: "Full payment upfront before production.",
    detail: "Rush orders go on the press only once they are paid in full.",
  },
  {
    rule: "Design approval within 2 hours of order.",
    detail: "We send your proof right away; approve it within 2 hours so the clock keeps running.",
  },
  {
    rule: "Limited customization.",
    detail:
      "Rush orders use our proven templates and stock colours; complex custom artwork may need standard timing.",
  },
  {
    rule: "Non-refundable once production starts.",
    detail: "Once your order is on the press, the rush fee and the order can no longer be refunded.",
  },
];
