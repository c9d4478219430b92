import { Badge, Group, NativeSelect, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { type TeamSport, teamPricing, teamSportLabels, teamSports } from "@store/db/catalogue";
import { IconStarFilled } from "@tabler/icons-react";
import { formatDollars } from "../packages/format-dollars";
import classes from "./quote.module.css";

// The phone's own picker, and no combobox code for the page to download (decision 029).
const sportOptions = [
  { value: "", label: "Choose a sport", disabled: true },
  ...teamSports.map((sport) => ({ value: sport, label: teamSportLabels[sport] })),
];
const isSport = (value: string): value is TeamSport => (teamSports as readonly string[]).includes(value);

interface PackageChoiceProps {
  sport: TeamSport | "";
  pkg: string;
  onSport: (sport: TeamSport | "") => void;
  onPackage: (name: string) => void;
  sportError?: string;
  packageError?: string;
  disabled: boolean;
}

/** The sport, then one of its three packages with their prices; the most popular is marked. */
export function PackageChoice({
  sport,
  pkg,
  onSport,
  onPackage,
  sportError,
  packageError,
  disabled,
}: PackageChoiceProps) {
  return (
    <Stack gap="md">
      <NativeSelect
        label="Sport"
        required
        data={sportOptions}
        value={sport}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSport(value)) onSport(value);
        }}
        error={sportError}
        disabled={disabled}
      />
      {sport && (
        <Radio.Group
          label="Package"
          description="Each package is for the whole team; add extra pieces below."
          required
          value={pkg}
          onChange={onPackage}
          error={packageError}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
            {teamPricing[sport].packages.map((option) => (
              <Radio.Card
                key={option.name}
                value={option.name}
                className={classes.choice}
                radius="md"
                disabled={disabled}
                aria-label={`${option.name} package, ${formatDollars(option.price)}${option.popular ? ", most popular" : ""}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={3} />
                  <div>
                    <Text fw={700}>{option.name}</Text>
                    <Text className={classes.price}>{formatDollars(option.price)}</Text>
                    {option.popular && (
                      <Badge
                        mt={4}
                        color="gold.6"
                        c="navy.9"
                        size="sm"
                        leftSection={<IconStarFilled size={10} aria-hidden="true" />}
                      >
                        Most Popular
                      </Badge>
                    )}
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
    </Stack>
  );
}
