import { Text } from "@mantine/core";
import { type TeamSport, teamPricing } from "@store/db/catalogue";
import { TextField } from "../../ui/forms/TextField";
import { formatDollars } from "../packages/format-dollars";
import grid from "./quote-grid.module.css";
import { quantityOf } from "./quote-values";

interface AddOnQuantitiesProps {
  sport: TeamSport;
  quantities: Record<string, number>;
  onChange: (name: string, quantity: number) => void;
  errors: Record<string, unknown>;
  disabled: boolean;
}

/**
 * The sport's price list with a quantity each: 0 means not wanted. The site's own text fields with the
 * number keypad rather than NumberInput, whose formatting library the page would download (decision 029),
 * or Mantine's TextInput, whose input code it would (decision 078).
 */
export function AddOnQuantities({ sport, quantities, onChange, errors, disabled }: AddOnQuantitiesProps) {
  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">
        Extra pieces beyond the package, priced each. Leave 0 for anything you do not need.
      </Text>
      <div className={grid.addOns}>
        {teamPricing[sport].additionalItems.map((item) => (
          <TextField
            key={item.name}
            label={item.name}
            description={`${formatDollars(item.price)} each`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={quantities[item.name] ? String(quantities[item.name]) : ""}
            onChange={(event) => onChange(item.name, quantityOf(event.currentTarget.value))}
            error={errors[`quantities.${item.name}`] as string | undefined}
            disabled={disabled}
          />
        ))}
      </div>
    </div>
  );
}
