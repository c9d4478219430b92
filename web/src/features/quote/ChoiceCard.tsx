import { Group, Radio, Text } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./quote.module.css";

interface ChoiceCardProps {
  value: string;
  /** The whole card's name for screen readers: the title and its price in one phrase. */
  label: string;
  title: string;
  disabled: boolean;
  /** What the choice costs or means, under its title. */
  children: ReactNode;
}

/** One card of a card-style radio group (package, turnaround): the radio's dot, a title and details. */
export function ChoiceCard({ value, label, title, disabled, children }: ChoiceCardProps) {
  return (
    <Radio.Card value={value} className={classes.choice} radius="md" disabled={disabled} aria-label={label}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={3} />
        <div>
          <Text fw={700}>{title}</Text>
          {children}
        </div>
      </Group>
    </Radio.Card>
  );
}
