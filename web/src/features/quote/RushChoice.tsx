import { Group, Radio, SimpleGrid, Text } from "@mantine/core";
import { rushOptions } from "@store/db/catalogue";
import { formatDollars } from "../packages/format-dollars";
import classes from "./quote.module.css";

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
    <Radio.Group
      label="Turnaround"
      description="Rush production starts once you approve your proof."
      value={value}
      onChange={onChange}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="xs">
        {choices.map((choice) => (
          <Radio.Card
            key={choice.title}
            value={choice.value}
            className={classes.choice}
            radius="md"
            disabled={disabled}
            aria-label={`${choice.title}, ${choice.detail}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={3} />
              <div>
                <Text fw={700}>{choice.title}</Text>
                <Text size="sm">{choice.detail}</Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
