import { Card, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./review.module.css";

interface ReviewSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** A gap under the heading, where a list or table follows it directly. */
  spaced?: boolean;
  children: ReactNode;
}

/** One card of the review page, a section named by its heading. */
export function ReviewSection({ id, title, spaced = false, children }: ReviewSectionProps) {
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb={spaced ? "sm" : undefined}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** "Your Request": what the customer asked for, as terms and their values (`dt` and `dd` children). */
export function RequestFacts({ children }: { children: ReactNode }) {
  return (
    <ReviewSection id="request-heading" title="Your Request" spaced>
      <dl className={classes.facts}>{children}</dl>
    </ReviewSection>
  );
}
