import { Button, EmptyState, Paper } from "@mantine/core";
import { IconArticleOff } from "@tabler/icons-react";
import classes from "./blog.module.css";

/** Nothing matches the search and category: say so, and offer the way back to every post. */
export function BlogEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <EmptyState variant="light" icon={<IconArticleOff size={28} aria-hidden="true" />}>
        <EmptyState.Title order={3} className={classes.heading}>
          No posts found
        </EmptyState.Title>
        <EmptyState.Description>Try another search word or choose All Posts.</EmptyState.Description>
        <EmptyState.Actions>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
