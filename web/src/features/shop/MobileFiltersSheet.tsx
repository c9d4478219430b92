import { Button, Drawer, Stack } from "@mantine/core";
import { CategoryFilter, SortSelect } from "./ShopFilters";
import type { ShopCategory, SortOrder } from "./shop-options";

export interface MobileFiltersSheetProps {
  opened: boolean;
  onClose: () => void;
  category: ShopCategory;
  sort: SortOrder;
  counts: Record<ShopCategory, number> | undefined;
  resultCount: number | undefined;
  onCategoryChange: (category: ShopCategory) => void;
  onSortChange: (sort: SortOrder) => void;
}

/** The bottom sheet behind the shop's Filters button: the category radios, the order and a Done button. */
export function MobileFiltersSheet({
  opened,
  onClose: close,
  category,
  sort,
  counts,
  resultCount,
  ...handlers
}: MobileFiltersSheetProps) {
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="bottom"
      title="Filters"
      closeButtonProps={{ "aria-label": "Close filters" }}
      // A sheet as tall as its content, rounded only where it meets the page.
      styles={{
        content: { height: "auto", borderRadius: "var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0" },
        title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" },
      }}
    >
      <Stack gap="lg" pb="md">
        <CategoryFilter value={category} onChange={handlers.onCategoryChange} counts={counts} />
        <SortSelect value={sort} onChange={handlers.onSortChange} />
        <Button fullWidth onClick={close}>
          {resultCount === undefined
            ? "Done"
            : `Show ${resultCount} ${resultCount === 1 ? "product" : "products"}`}
        </Button>
      </Stack>
    </Drawer>
  );
}
