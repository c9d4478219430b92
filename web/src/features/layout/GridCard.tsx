import { Card, type MantineSpacing } from "@mantine/core";
import type { ReactNode } from "react";

/** One item in a grid of cards (a product, a post, a design): a bordered article named for screen readers. */
export function GridCard({
  label,
  padding,
  className,
  children,
}: {
  /** What the card is, read out when a screen reader lists the page's articles. */
  label: string;
  padding: MantineSpacing;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding={padding}
      component="article"
      aria-label={label}
      className={className}
    >
      {children}
    </Card>
  );
}
