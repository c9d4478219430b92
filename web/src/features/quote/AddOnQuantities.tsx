import { NumberInput, SimpleGrid, Text } from "@mantine/core";
import { MAX_ITEM_QUANTITY } from "@store/api/schemas/quotes";
import { type TeamSport, teamPricing } from "@store/db/catalogue";
import { formatDollars } from "../packages/format-dollars";

interface AddOnQuantitiesProps {
  sport: TeamSport;
  quantities: Record<string, number>;
  onChange: (name: string, quantity: number) => void;
  errors: Record<string, unknown>;
  disabled: boolean;
}

/** The sport's price list with a quantity each: 0 means not wanted. */
export function AddOnQuantities({ sport, quantities, onChange, errors, disabled }: AddOnQuantitiesProps) {
  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">
        Extra pieces beyond the package, priced each. Leave 0 for anything you do not need.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {teamPricing[sport].additionalItems.map((item) => (
          <NumberInput
            key={item.name}
            label={item.name}
            description={`${formatDollars(item.price)} each`}
            min={0}
            max={MAX_ITEM_QUANTITY}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={quantities[item.name] ?? 0}
            onChange={(value) => onChange(item.name, typeof value === "number" ? value : Number(value) || 0)}
            error={errors[`quantities.${item.name}`] as string | undefined}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
    </div>
  );
}
