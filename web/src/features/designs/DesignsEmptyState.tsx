import { Button, EmptyState, Paper } from "@mantine/core";
import { IconSearchOff } from "@tabler/icons-react";

/** Nothing matches: say so (spec: 'No designs found') and offer the way back to every design. */
export function DesignsEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <EmptyState variant="light" icon={<IconSearchOff size={28} aria-hidden="true" />}>
        <EmptyState.Title order={3}>No designs found</EmptyState.Title>
        <EmptyState.Description>Try a different search or another category.</EmptyState.Description>
        <EmptyState.Actions>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
