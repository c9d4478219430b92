import { Button, Paper } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { emptyStateClasses as c, primaryVar } from "./mantine-classes";

interface NoMatchesProps {
  icon: ReactNode;
  title: string;
  titleOrder: 2 | 3;
  titleClassName?: string;
  description: string;
  onClear: () => void;
}

const ROOT_STYLE = {
  "--empty-state-indicator-size": "var(--empty-state-indicator-size-md)",
  "--empty-state-gap": "var(--empty-state-gap-md)",
  "--empty-state-title-fz": "var(--empty-state-title-fz-md)",
  "--empty-state-description-fz": "var(--empty-state-description-fz-md)",
  "--empty-state-indicator-bg": primaryVar("light"),
  "--empty-state-indicator-color": primaryVar("light-color"),
} as CSSProperties;

/**
 * A filtered list came back empty: say so, and offer the way back to everything. Mantine's
 * EmptyState markup without its code (see mantine-classes.ts).
 */
export function NoMatches({ icon, title, titleOrder, titleClassName, description, onClear }: NoMatchesProps) {
  const Title = titleOrder === 2 ? "h2" : "h3";
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <div style={ROOT_STYLE} className={c.root} data-variant="light" data-size="md" data-align="center">
        <div className={c.indicator} data-with-background>
          {icon}
        </div>
        <div className={c.body}>
          <Title className={titleClassName ? `${c.title} ${titleClassName}` : c.title}>{title}</Title>
          <p className={c.description}>{description}</p>
          <div className={c.actions}>
            <Button variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          </div>
        </div>
      </div>
    </Paper>
  );
}
