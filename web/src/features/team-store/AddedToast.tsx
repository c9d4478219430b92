import { IconCircleCheck, IconX } from "@tabler/icons-react";
import { useEffect } from "react";
import { goToTeamCart } from "./go-to-team-cart";
import classes from "./team-cart.module.css";

/** How long the toast stays: long enough to read a player pack's line. */
export const TOAST_MS = 6000;

/**
 * The answer to every add: what went into the team cart, read out by screen readers, with the way
 * to the cart. Not Mantine's notifications: the public pages never load them (style.md), and this
 * one is drawn with the page (hidden) so its rules are in the page's styles (decision 064).
 * `shown.at` changes with each add, so a second add restarts the time.
 */
export function AddedToast({
  shown,
  onClose,
}: {
  shown: { words: string; at: number } | null;
  onClose: () => void;
}) {
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(onClose, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [shown, onClose]);
  return (
    // The live region stays in the page, so the words are read out when they arrive.
    <div role="status">
      <div className={classes.toast} hidden={!shown} data-testid="team-cart-toast">
        <IconCircleCheck size={22} color="var(--mantine-color-green-7)" aria-hidden="true" />
        <div className={classes.toastWords}>
          {shown?.words}
          <button
            type="button"
            className={classes.toastLink}
            onClick={() => {
              onClose();
              goToTeamCart();
            }}
          >
            View team cart
          </button>
        </div>
        <button type="button" className={classes.toastClose} onClick={onClose} aria-label="Close message">
          <IconX size={18} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
