import { Box, Container, Group, Paper, Stack, VisuallyHidden } from "@mantine/core";
import { useDeferredValue } from "react";
import { PageBanner } from "../layout/PageBanner";
import { SearchEmptyState } from "../layout/SearchEmptyState";
import { ActiveFilters } from "./ActiveFilters";
import { MobileFilters } from "./MobileFilters";
import { ProductGrid } from "./ProductGrid";
import { ProductSearchField } from "./ProductSearchField";
import { ProductSkeletons } from "./ProductSkeletons";
import { ProductStructuredData } from "./ProductStructuredData";
import { CategoryFilter, SortSelect } from "./ShopFilters";
import { ShopToolbar } from "./ShopToolbar";
import classes from "./shop.module.css";
import { useDrawnCount } from "./use-drawn-count";
import { useShopFilters } from "./use-shop-filters";
import { useShopProducts } from "./use-shop-products";
import { useViewMode } from "./view-mode";

/** Cards drawn in the shop's first commit (two rows); the others follow a few rows at a time. */
const FIRST_SCREEN_PRODUCTS = 8;
/** Cards added per commit after that: whole rows at two and three columns. */
const MORE_PRODUCTS_PER_COMMIT = 6;

/** /shop: the catalogue, searchable, filterable by category and sortable, a batch at a time. */
export function ShopPage() {
  const filters = useShopFilters();
  const [view, setView] = useViewMode();
  const { category, query, sort } = filters;
  const shop = useShopProducts({ category, query, sort });
  // The grid is the page's heaviest render: deferred, React draws it in slices a phone can interrupt.
  // The first screen starts with its first two rows, and the rest follows in the background, a few
  // rows per transition: React draws those cards in short slices and adds them in short commits.
  const deferredProducts = useDeferredValue(shop.products);
  const drawn = useDrawnCount(deferredProducts?.length ?? 0, FIRST_SCREEN_PRODUCTS, MORE_PRODUCTS_PER_COMMIT);
  const gridProducts = deferredProducts?.slice(0, drawn);

  const search = <ProductSearchField value={query} onChange={filters.setQuery} />;

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <PageBanner
        eyebrow="Clanton Sports Apparel"
        title="Shop All Products"
        lead="Team tees, fleece, caps and game-day equipment, ready for your logo."
        leadWidth={560}
      />

      <div className={classes.layout}>
        {/* Both layouts are drawn and CSS shows one (md up: the sidebar), so the page the server
            draws is right for a phone and a desktop alike before any script runs. */}
        <Box component="aside" visibleFrom="md" className={classes.sidebar} aria-label="Product filters">
          <Paper withBorder radius="md" p="lg">
            <Stack gap="lg">
              {search}
              <CategoryFilter value={category} onChange={filters.setCategory} counts={shop.counts} />
              <SortSelect value={sort} onChange={filters.setSort} />
            </Stack>
          </Paper>
        </Box>

        <section aria-labelledby="shop-results-heading">
          <VisuallyHidden component="h2" id="shop-results-heading">
            Products
          </VisuallyHidden>
          <Group hiddenFrom="md" align="flex-end" gap="xs" wrap="nowrap" mb="md">
            <div style={{ flex: 1 }}>{search}</div>
            <MobileFilters
              category={category}
              sort={sort}
              counts={shop.counts}
              resultCount={shop.total}
              onCategoryChange={filters.setCategory}
              onSortChange={filters.setSort}
            />
          </Group>
          <ShopToolbar count={shop.total} view={view} onViewChange={setView} />
          <ActiveFilters
            category={category}
            query={query}
            onClearCategory={() => filters.setCategory("all")}
            onClearQuery={() => filters.setQuery("")}
            onClearAll={filters.clear}
          />
          {shop.isLoading || !gridProducts || shop.total === undefined ? (
            <ProductSkeletons view={view} />
          ) : gridProducts.length === 0 ? (
            <SearchEmptyState
              title="No products found"
              titleOrder={2}
              description="Try adjusting your search criteria or browse all categories"
              onClear={filters.clear}
            />
          ) : (
            <ProductGrid
              products={gridProducts}
              total={shop.total}
              view={view}
              hasMore={shop.hasMore}
              loadingMore={shop.loadingMore}
              onMore={shop.loadMore}
            />
          )}
          {shop.products && <ProductStructuredData products={shop.products} />}
        </section>
      </div>
    </Container>
  );
}
