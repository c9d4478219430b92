import { Button, Drawer, Indicator, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { CategoryFilter, SortSelect } from "./ShopFilters";
import type { ShopCategory, SortOrder } from "./shop-options";

interface MobileFiltersProps {
  category: ShopCategory;
  sort: SortOrder;
  counts: Record<ShopCategory, number> | undefined;
  resultCount: number | undefined;
  onCategoryChange: (category: ShopCategory) => void;
  onSortChange: (sort: SortOrder) => void;
}

/** On small screens the category radios and the order sit in a bottom sheet behind a Filters button. */
export function MobileFilters({ category, sort, counts, resultCount, ...handlers }: MobileFiltersProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const active = category !== "all" || sort !== "name";

  return (
    <>
      <Indicator disabled={!active} color="gold.6" size={10} offset={4}>
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
          onClick={open}
          aria-haspopup="dialog"
        >
          Filters
        </Button>
      </Indicator>
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
    </>
  );
}
