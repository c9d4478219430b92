import { IconSearchOff } from "@tabler/icons-react";
import { NoMatches } from "../../ui/filters/NoMatches";

/** Nothing matches the search and category: say so, and offer the way back to everything. */
export function ShopEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <NoMatches
      icon={<IconSearchOff size={28} aria-hidden="true" />}
      title="No products found"
      titleOrder={2}
      description="Try adjusting your search criteria or browse all categories"
      onClear={onClear}
    />
  );
}
