/** The team cart card's id: the bar, the toast and the header's bag (…#team-cart) lead to it. */
export const TEAM_CART_ID = "team-cart";

/** The cart and its checkout together: while any of it is on screen the phone's bar stands aside. */
export const TEAM_CART_AREA_ID = "team-cart-area";

/** Brings the team cart into view and puts the focus on its heading, where the checkout follows. */
export function goToTeamCart() {
  const card = document.getElementById(TEAM_CART_ID);
  if (!card) return;
  card.scrollIntoView({ block: "start" });
  card.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}
