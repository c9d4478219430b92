import { Badge, Box, Card, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { stockDesignCategoryLabels } from "../../data/stock-design-categories";
import type { StockDesign } from "../../data/stock-designs";
import { ButtonLink } from "../../ui/links/ButtonLink";
import { GridCard } from "../layout/GridCard";
import { DesignImage } from "./DesignImage";
import { DesignTags } from "./DesignTags";
import { cardTags } from "./design-filters";
import classes from "./designs.module.css";

interface DesignCardProps {
  design: StockDesign;
  eager?: boolean;
}

/** A design in a grid: mock-up with its category, name, description, up to three tags and View Details. */
export function DesignCard({ design, eager = false }: DesignCardProps) {
  return (
    <GridCard label={design.name} padding="md" className={classes.card}>
      <Card.Section className={classes.frame}>
        <DesignImage design={design} eager={eager} />
        <Badge className={classes.badge} variant="filled" color="navy.9" size="sm" radius="sm">
          {stockDesignCategoryLabels[design.category]}
        </Badge>
      </Card.Section>
      <Text
        component="h3"
        fw={700}
        fz={{ base: "md", sm: "lg" }}
        lh={1.3}
        mt="md"
        className={classes.heading}
      >
        {design.name}
      </Text>
      <Text fz="sm" className={classes.muted} mt={4} lineClamp={3}>
        {design.description}
      </Text>
      <Box mt="sm" mb="md">
        <DesignTags tags={cardTags(design)} />
      </Box>
      {/* mt="auto" keeps the buttons of a row of cards on one line. */}
      <ButtonLink
        to="/stock-designs/$id"
        params={{ id: design.id }}
        variant="light"
        fullWidth
        mt="auto"
        rightSection={<IconArrowRight size={16} aria-hidden="true" />}
        className={classes.stretched}
      >
        View Details
        <VisuallyHidden> of {design.name}</VisuallyHidden>
      </ButtonLink>
    </GridCard>
  );
}
