import { Button, EmptyState, Paper, type TitleOrder } from "@mantine/core";
import type { ReactNode } from "react";

interface NoMatchesProps {
  icon: ReactNode;
  title: string;
  titleOrder: TitleOrder;
  titleClassName?: string;
  description: string;
  onClear: () => void;
}

/** A filtered list came back empty: say so, and offer the way back to everything. */
export function NoMatches({ icon, title, titleOrder, titleClassName, description, onClear }: NoMatchesProps) {
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <EmptyState variant="light" icon={icon}>
        <EmptyState.Title order={titleOrder} className={titleClassName}>
          {title}
        </EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        <EmptyState.Actions>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
