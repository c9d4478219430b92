import { ButtonLink } from "../../ui/links/ButtonLink";
import type { QuoteSearch } from "../quote/quote-search";
import classes from "./sport-page.module.css";

interface CardQuoteButtonProps {
  /** The card's choice, filled in on the quote form. */
  search: QuoteSearch;
  label: string;
  /** The card's name, added to the label for screen readers: every card's button says the same. */
  name: string;
  filled?: boolean;
}

/** The foot of a package or rush card: on to the quote form with that choice made. */
export function CardQuoteButton({ search, label, name, filled = false }: CardQuoteButtonProps) {
  return (
    <ButtonLink
      to="/team-packages/quote"
      search={search}
      aria-label={`${label}: ${name}`}
      size="md"
      fullWidth
      variant={filled ? "filled" : "outline"}
      className={classes.cardButton}
    >
      {label}
    </ButtonLink>
  );
}
