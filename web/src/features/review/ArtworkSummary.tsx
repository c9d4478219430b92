import { Card, Title } from "@mantine/core";
import type { ReviewDto } from "@store/api/domains/review/schemas";
import classes from "./review.module.css";

/** What the customer described in their artwork request. */
export function ArtworkSummary({ artwork }: { artwork: NonNullable<ReviewDto["artwork"]> }) {
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="request-heading">
      <Title order={2} size="h3" id="request-heading" mb="sm">
        Your Request
      </Title>
      <dl className={classes.facts}>
        <dt>Products</dt>
        <dd className={classes.preWrap}>{artwork.products_interested}</dd>
        <dt>Artwork details</dt>
        <dd className={classes.preWrap}>{artwork.artwork_details}</dd>
      </dl>
    </Card>
  );
}
