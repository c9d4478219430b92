import { Text } from "@mantine/core";
import { rushOptions } from "@store/db/catalogue";
import { RadioCardGroup } from "../../ui/forms/RadioCardGroup";
import { formatDollars } from "../packages/format-dollars";
import { ChoiceCard } from "./ChoiceCard";
import grid from "./quote-grid.module.css";

const choices = [
  { value: "", title: "Standard", detail: "No rush fee" },
  ...rushOptions.map((o) => ({
    value: o.timeframe,
    title: o.timeframe,
    detail: `+${formatDollars(o.fee)} rush fee`,
  })),
];

interface RushChoiceProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled: boolean;
}

/** Standard delivery or one of the three rush turnarounds with its fee. */
export function RushChoice({ value, onChange, error, disabled }: RushChoiceProps) {
  return (
    <RadioCardGroup
      label="Turnaround"
      description="Rush production starts once you approve your proof."
      value={value}
      onChange={onChange}
      error={error}
    >
      <div className={grid.rush}>
        {choices.map((choice) => (
          <ChoiceCard
            key={choice.title}
            value={choice.value}
            label={`${choice.title}, ${choice.detail}`}
            title={choice.title}
            disabled={disabled}
          >
            <Text component="span" size="sm">
              {choice.detail}
            </Text>
          </ChoiceCard>
        ))}
      </div>
    </RadioCardGroup>
  );
}
