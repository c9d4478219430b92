import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { RadioCard, RadioCardDot } from "../../ui/forms/RadioCardGroup";
import choice from "../../ui/styles/form-page.module.css";
import classes from "./quote.module.css";

interface ChoiceCardProps {
  value: string;
  /** The whole card's name for screen readers: the title and its price in one phrase. */
  label: string;
  title: string;
  disabled: boolean;
  /** What the choice costs or means, under its title: phrasing content (`<Text component="span">`). */
  children: ReactNode;
}

/** One card of a card-style radio group (package, turnaround): the radio's dot, a title and details. */
export function ChoiceCard({ value, label, title, disabled, children }: ChoiceCardProps) {
  return (
    <RadioCard value={value} className={classes.choice} disabled={disabled} aria-label={label}>
      <span className={choice.choiceRow}>
        <RadioCardDot />
        <span className={choice.choiceLines}>
          <Text component="span" fw={700}>
            {title}
          </Text>
          {children}
        </span>
      </span>
    </RadioCard>
  );
}
