import { Container, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconPalette } from "@tabler/icons-react";
import { useMemo } from "react";
import { stockDesigns } from "../../data/stock-designs";
import { GoldButtonLink } from "../../ui/links/ButtonLink";
import { SearchEmptyState } from "../layout/SearchEmptyState";
import { DesignFiltersBar } from "./DesignFiltersBar";
import { DesignGrid } from "./DesignGrid";
import { designCountText, filterDesigns } from "./design-filters";
import classes from "./designs.module.css";
import { useDesignFilters } from "./use-design-filters";

/** /stock-designs: the 21 built-in designs, searchable and filterable by sport. */
export function StockDesignsPage() {
  const filters = useDesignFilters();
  const { category, query } = filters;
  const shown = useMemo(() => filterDesigns(stockDesigns, { category, query }), [category, query]);

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <header className={classes.hero}>
        <div>
          <Text fz="xs" fw={700} className={classes.eyebrow}>
            Ready-made artwork
          </Text>
          <Title order={1} fz={{ base: 28, sm: 40 }} mt={4}>
            Stock Designs
          </Title>
          <Text mt={6} fz={{ base: "sm", sm: "md" }} className={classes.lead} maw={600}>
            Pick a look for softball, football, basketball, baseball, soccer or track, and we set it in your
            team's colors, names and numbers.
          </Text>
        </div>
        <GoldButtonLink to="/custom-artwork" size="md" icon={IconPalette}>
          Request Custom Design
        </GoldButtonLink>
      </header>

      <DesignFiltersBar
        query={query}
        category={category}
        onQueryChange={filters.setQuery}
        onCategoryChange={filters.setCategory}
      />

      <section aria-labelledby="design-results-heading">
        <VisuallyHidden component="h2" id="design-results-heading">
          Designs
        </VisuallyHidden>
        <Text role="status" className={classes.muted} fz="sm" fw={500} my="md">
          {designCountText(shown.length)}
        </Text>
        {shown.length === 0 ? (
          <SearchEmptyState
            title="No designs found"
            titleOrder={3}
            description="Try a different search or another category."
            onClear={filters.clear}
          />
        ) : (
          <DesignGrid designs={shown} />
        )}
      </section>
    </Container>
  );
}
