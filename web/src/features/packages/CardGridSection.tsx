import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import text from "../../ui/styles/text.module.css";
import classes from "./sport-page.module.css";

interface CardGridSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  /** The cards: packages on a sport's page, turnarounds on the rush fees page. */
  children: ReactNode;
}

/** A packages page's main choice: its heading, a line on how to choose, and the cards side by side. */
export function CardGridSection({ id, title, intro, children }: CardGridSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} className={text.sectionTitle}>
        {title}
      </Title>
      <Text className={text.muted} mb="xl" maw={720}>
        {intro}
      </Text>
      <div className={classes.packageGrid}>{children}</div>
    </section>
  );
}
