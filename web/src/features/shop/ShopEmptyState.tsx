import { Button, EmptyState, Paper } from "@mantine/core";
import { IconSearchOff } from "@tabler/icons-react";

/** Nothing matches the search and category: say so, and offer the way back to everything. */
export function ShopEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <EmptyState variant="light" icon={<IconSearchOff size={28} aria-hidden="true" />}>
        <EmptyState.Title order={2}>No products found</EmptyState.Title>
        <EmptyState.Description>
          Try adjusting your search criteria or browse all categories
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
