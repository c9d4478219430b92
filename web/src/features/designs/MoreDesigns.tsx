import { Anchor, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { stockDesignCategoryLabels } from "../../data/stock-design-categories";
import { type StockDesign, stockDesigns } from "../../data/stock-designs";
import { DesignGrid } from "./DesignGrid";
import { relatedDesigns } from "./design-filters";
import classes from "./designs.module.css";

/** 'More Designs': the other designs filed under the same category. */
export function MoreDesigns({ design }: { design: StockDesign }) {
  const related = relatedDesigns(design, stockDesigns);
  const label = stockDesignCategoryLabels[design.category];
  return (
    <section aria-labelledby="more-designs-heading">
      <Title order={2} id="more-designs-heading" fz={{ base: 24, sm: 30 }} className={classes.heading}>
        More Designs
      </Title>
      <Text className={classes.muted} mt={4} mb="lg">
        {related.length > 0 ? (
          `Other ${label} designs you can make your own.`
        ) : (
          <>
            This is our only {label} design for now.{" "}
            <Anchor component={Link} to="/stock-designs">
              Browse all stock designs
            </Anchor>
          </>
        )}
      </Text>
      {related.length > 0 && <DesignGrid designs={related} lazy />}
    </section>
  );
}
