import { Text, Title } from "@mantine/core";
import type { RushOption } from "../../data/rush-fees";
import { Checklist } from "../../ui/Checklist";
import text from "../../ui/styles/text.module.css";
import { CardPrice } from "./CardPrice";
import { CardQuoteButton } from "./CardQuoteButton";
import classes from "./sport-page.module.css";

/** One rush turnaround: its fee, what it covers and the way to ask for it. */
export function RushOptionCard({ option }: { option: RushOption }) {
  const headingId = `rush-${option.timeframe.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <article className={classes.packageCard} aria-labelledby={headingId}>
      <Text fz="xs" fw={700} className={classes.cardEyebrow}>
        {option.name}
      </Text>
      <Title order={3} id={headingId} fz={{ base: 24, sm: 26 }}>
        {option.timeframe}
      </Title>
      <CardPrice dollars={option.fee} unit="rush fee" />
      <Text className={text.muted} size="sm">
        {option.description}
      </Text>
      <Checklist items={option.features} className={classes.checklist} />
      <CardQuoteButton
        search={{ rush: option.timeframe }}
        label="Select This Option"
        name={option.timeframe}
      />
    </article>
  );
}
