import { IconSearchOff } from "@tabler/icons-react";
import { NoMatches } from "../../ui/filters/NoMatches";

/** A searchable grid (products, designs) with nothing matching: say so, and offer the way back to everything. */
export function SearchEmptyState({
  title,
  titleOrder,
  description,
  onClear,
}: {
  title: string;
  titleOrder: 2 | 3;
  description: string;
  onClear: () => void;
}) {
  return (
    <NoMatches
      icon={<IconSearchOff size={28} aria-hidden="true" />}
      title={title}
      titleOrder={titleOrder}
      description={description}
      onClear={onClear}
    />
  );
}
