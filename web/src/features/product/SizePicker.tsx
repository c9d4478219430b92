import { Chip, Group, Text } from "@mantine/core";
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
      <Chip.Group multiple={false} value={value} onChange={onChange}>
        <Group gap={8}>
          {options.map((option) => {
            const note = sizeNote(option);
            return (
              <Chip
                key={option.size}
                value={option.size}
                radius="sm"
                variant="outline"
                name="size"
                disabled={option.sold_out}
              >
                {option.size}
                {note && <span className={classes.sizeNote}> {note}</span>}
              </Chip>
            );
          })}
        </Group>
      </Chip.Group>
      {error && (
        <Text id="size-error" className={classes.error} size="sm" mt={8} fw={600} role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
