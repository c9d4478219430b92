import { Card, Title, type TitleProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * One part of the coach's page: a bordered section named by its heading (`headingId`); with a
 * `title`, that heading is drawn first, else the section draws its own with that id.
 */
export function CoachCard({
  headingId,
  title,
  titleMb,
  children,
}: {
  headingId: string;
  title?: ReactNode;
  titleMb?: TitleProps["mb"];
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={headingId}>
      {title !== undefined && (
        <Title order={2} size="h3" id={headingId} mb={titleMb}>
          {title}
        </Title>
      )}
      {children}
    </Card>
  );
}
