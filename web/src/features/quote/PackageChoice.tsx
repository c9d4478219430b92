import { Stack, Text } from "@mantine/core";
import { type TeamSport, teamPricing, teamSportLabels, teamSports } from "@store/db/catalogue";
import { Suspense } from "react";
import { asSpan } from "../../ui/as-span";
import { RadioCardGroup } from "../../ui/forms/RadioCardGroup";
import { SelectBoxField } from "../../ui/forms/SelectBoxField";
import { formatDollars } from "../packages/format-dollars";
import { ChoiceCard } from "./ChoiceCard";
import classes from "./quote.module.css";
import grid from "./quote-grid.module.css";
import { PopularBadge } from "./quote-notices";

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
      <SelectBoxField
        label="Sport"
        required
        options={sportOptions}
        value={sport}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSport(value)) onSport(value);
        }}
        error={sportError}
        disabled={disabled}
      />
      {sport && (
        <RadioCardGroup
          label="Package"
          description="Each package dresses the players it names; a larger roster adds extra players, and extra pieces go below."
          required
          value={pkg}
          onChange={onPackage}
          error={packageError}
        >
          <div className={grid.packages}>
            {teamPricing[sport].packages.map((option) => (
              <ChoiceCard
                key={option.name}
                value={option.name}
                label={`${option.name} package, ${formatDollars(option.price)}${option.players ? `, for ${option.players} players` : ""}${option.popular ? ", most popular" : ""}`}
                title={option.name}
                disabled={disabled}
              >
                <Text component="span" className={classes.price}>
                  {formatDollars(option.price)}
                </Text>
                {option.players && (
                  <Text component="span" size="xs">
                    For {option.players} players
                  </Text>
                )}
                {option.popular && (
                  <Suspense fallback={null}>
                    <PopularBadge size="sm" mt={4} {...asSpan} />
                  </Suspense>
                )}
              </ChoiceCard>
            ))}
          </div>
        </RadioCardGroup>
      )}
    </Stack>
  );
}
