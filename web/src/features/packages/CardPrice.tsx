import { formatDollars } from "./format-dollars";
import classes from "./sport-page.module.css";

/** A package or rush card's price in large figures, and what it is for ("per package", "rush fee"). */
export function CardPrice({ dollars, unit }: { dollars: number; unit: string }) {
  return (
    <div className={classes.price}>
      <span className={classes.priceValue}>{formatDollars(dollars)}</span>
      <span className={classes.priceUnit}>{unit}</span>
    </div>
  );
}
