import { Button, Paper } from "@mantine/core";
import type { ReactNode } from "react";
import c from "./no-matches.module.css";

interface NoMatchesProps {
  icon: ReactNode;
  title: string;
  titleOrder: 2 | 3;
  titleClassName?: string;
  description: string;
  onClear: () => void;
}

/**
 * A filtered list came back empty: say so, and offer the way back to everything. Drawn by the site
 * (no-matches.module.css), not Mantine's EmptyState code.
 */
export function NoMatches({ icon, title, titleOrder, titleClassName, description, onClear }: NoMatchesProps) {
  const Title = titleOrder === 2 ? "h2" : "h3";
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <div className={c.root}>
        <div className={c.indicator}>{icon}</div>
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
