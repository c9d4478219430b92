import { Chip, Group, Text } from "@mantine/core";
import classes from "./ProductPage.module.css";

/**
 * The product's sizes as radio chips in a labelled group; the message under them says what is
 * missing (it is tied to the group, so a screen reader hears it with the group).
 */
export function SizePicker({
  sizes,
  value,
  onChange,
  error,
}: {
  sizes: readonly string[];
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
          {sizes.map((size) => (
            <Chip key={size} value={size} radius="sm" variant="outline" name="size">
              {size}
            </Chip>
          ))}
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
