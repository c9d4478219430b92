import type { ReviewDto } from "@store/api/contracts";
import { RequestFacts } from "./ReviewSection";
import classes from "./review.module.css";

/** What the customer described in their artwork request. */
export function ArtworkSummary({ artwork }: { artwork: NonNullable<ReviewDto["artwork"]> }) {
  return (
    <RequestFacts>
      <dt>Products</dt>
      <dd className={classes.preWrap}>{artwork.products_interested}</dd>
      <dt>Artwork details</dt>
      <dd className={classes.preWrap}>{artwork.artwork_details}</dd>
    </RequestFacts>
  );
}
