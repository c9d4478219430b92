import { IconSearchOff } from "@tabler/icons-react";
import { NoMatches } from "../../ui/filters/NoMatches";

/** Nothing matches: say so (spec: 'No designs found') and offer the way back to every design. */
export function DesignsEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <NoMatches
      icon={<IconSearchOff size={28} aria-hidden="true" />}
      title="No designs found"
      titleOrder={3}
      description="Try a different search or another category."
      onClear={onClear}
    />
  );
}
