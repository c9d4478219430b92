// How a team store hands out and is paid, in the words the store's page and its e-mails use.

export const PAYMENT_WORDS = {
  pay_at_pickup: "Pay at pickup: cash, check or card in store",
  team_invoice: "Your team pays one invoice: nothing to pay now",
  pay_at_order: "Pay online when you order, by card on a secure payment page",
} as const;

export const DISTRIBUTION_WORDS = {
  team_pickup: "Team pickup: each player's items come to the team in a bag with their name",
  team_delivery: "Delivered to the team: each player's items in a bag with their name",
  buyer_chooses: "You choose at checkout: pick up at our store in Clanton, or delivery to your address",
} as const;
