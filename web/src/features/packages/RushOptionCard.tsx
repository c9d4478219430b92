import { Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { RushOption } from "../../data/rush-fees";
import text from "../../ui/styles/text.module.css";
import { ButtonLink } from "./ButtonLink";
import { formatDollars } from "./format-dollars";
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
      <div className={classes.price}>
        <span className={classes.priceValue}>{formatDollars(option.fee)}</span>
        <span className={classes.priceUnit}>rush fee</span>
      </div>
      <Text className={text.muted} size="sm">
        {option.description}
      </Text>
      <ul className={classes.checklist}>
        {option.features.map((line) => (
          <li key={line}>
            <IconCircleCheck size={18} className={classes.checkIcon} aria-hidden="true" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <ButtonLink
        to="/team-packages/quote"
        search={{ rush: option.timeframe }}
        aria-label={`Select This Option: ${option.timeframe}`}
        size="md"
        fullWidth
        variant="outline"
        className={classes.cardButton}
      >
        Select This Option
      </ButtonLink>
    </article>
  );
}
