import { Link } from "@tanstack/react-router";
import classes from "./policies.module.css";

/** The line above Place Order: what placing an order agrees to, with both policies a tap away. */
export function PolicyConsent() {
  return (
    <p className={classes.consent}>
      By placing your order you agree to our{" "}
      <Link to="/terms" className={classes.link}>
        Terms
      </Link>{" "}
      and{" "}
      <Link to="/returns" className={classes.link}>
        Returns policy
      </Link>
      .
    </p>
  );
}
