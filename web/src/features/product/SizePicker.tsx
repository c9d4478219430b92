import { Group, Text } from "@mantine/core";
import { ChipRadio } from "../../ui/forms/ChipRadio";
import { type SizeOption, sizeNote } from "../shop/size-options";
import classes from "./ProductPage.module.css";

/**
 * The product's sizes as radio chips in a labelled group; a size that costs more says so beside
 * its name ("Adult XXL +$2.00"), a sold-out one is disabled and says "sold out". The message under
 * them says what is missing (it is tied to the group, so a screen reader hears it with the group).
 */
export function SizePicker({
  options,
  value,
  onChange,
  error,
}: {
  options: readonly SizeOption[];
  value: string | null;
  onChange: (size: string) => void;
  error: string | null;
}) {
  return (
    <fieldset className={classes.sizes} aria-describedby={error ? "size-error" : undefined}>
      <legend className={classes.legend}>
        Size{value ? <span className={classes.chosen}>: {value}</span> : null}
      </legend>
      <Group gap={8}>
        {options.map((option) => {
          const note = sizeNote(option);
          return (
            <ChipRadio
              key={option.size}
              name="size"
              value={option.size}
              checked={value === option.size}
              disabled={option.sold_out}
              onChange={onChange}
            >
              {option.size}
              {note && <span className={classes.sizeNote}> {note}</span>}
            </ChipRadio>
          );
        })}
      </Group>
      {error && (
        <Text id="size-error" className={classes.error} size="sm" mt={8} fw={600} role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
