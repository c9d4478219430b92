import { Card, type MantineSpacing, Skeleton } from "@mantine/core";
import type { ReactNode } from "react";

/** The spec's loading state (§9): six placeholders, shaped like the cards or rows they stand in for. */
export const SKELETON_KEYS = Array.from({ length: 6 }, (_, i) => `skeleton-${i}`);

interface SkeletonCardProps {
  padding: MantineSpacing;
  /** The picture's aspect ratio ("4 / 3"), so the card is as tall as the one it stands in for. */
  ratio: string;
  testId: string;
  /** Bars the size of the card's text. */
  children: ReactNode;
}

/** A card's placeholder: its picture's frame edge to edge, then bars where its text will be. */
export function SkeletonCard({ padding, ratio, testId, children }: SkeletonCardProps) {
  return (
    <Card withBorder radius="md" padding={padding} data-testid={testId}>
      <Card.Section>
        <Skeleton radius={0} style={{ aspectRatio: ratio }} />
      </Card.Section>
      {children}
    </Card>
  );
}
