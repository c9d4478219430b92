import { IconArrowDown } from "@tabler/icons-react";
import { useInView } from "../../lib/use-in-view";
import { formatPrice } from "../shop/format";
import { goToTeamCart, TEAM_CART_AREA_ID } from "./go-to-team-cart";
import classes from "./team-cart.module.css";

/** "Team cart (3) · $116.97" in words, as the bar shows it and a screen reader hears it. */
export const barWords = (count: number, total: number) => `Team cart (${count}) · ${formatPrice(total)}`;

/**
 * On a phone, the team cart's count and total stay at the bottom of the screen, one tap from the
 * cart and its checkout (they are screens below the items). Drawn hidden until the cart has a line,
 * and hidden again while the cart or its checkout is on screen: there it would only cover the form.
 */
export function TeamCartBar({ count, total }: { count: number; total: number }) {
  const empty = count === 0;
  const cartShown = useInView(TEAM_CART_AREA_ID);
  return (
    <>
      <div className={classes.barRoom} hidden={empty} />
      <div className={classes.bar} hidden={empty || cartShown} data-testid="team-cart-bar">
        <button type="button" className={classes.barButton} onClick={goToTeamCart}>
          <span>{barWords(count, total)}</span>{" "}
          <span className={classes.barAction}>
            <span aria-hidden="true">·</span> Check out
            <IconArrowDown size={18} aria-hidden="true" />
          </span>
        </button>
      </div>
    </>
  );
}
