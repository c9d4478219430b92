import { Button, Chip, Group, Input, Text } from "@mantine/core";
import { type ApparelSize, adultSizes, apparelSizes, inSizeOrder, youthSizes } from "@store/db/catalogue";
import type { ReactNode } from "react";

/** Whether a label is one of the sizing guides' sizes. */
export const isApparelSize = (size: string): size is ApparelSize =>
  (apparelSizes as readonly string[]).includes(size);

/** Known sizes only, each once, in the guides' order. */
export const toApparelSizes = (sizes: readonly string[]): ApparelSize[] =>
  inSizeOrder([...new Set(sizes)]).filter(isApparelSize);

/**
 * The sizes a product is sold in: one chip per size of the guides (checkboxes to a screen reader),
 * in a labelled fieldset, with quick picks that add every youth or adult size, or clear them all
 * (a one-size item). Kept compact so the whole dialog fits a laptop screen without scrolling.
 */
export function ProductSizesField({
  value,
  onChange,
  error,
}: {
  value: ApparelSize[];
  onChange: (sizes: ApparelSize[]) => void;
  error?: ReactNode;
}) {
  const set = (sizes: readonly string[]) => onChange(toApparelSizes(sizes));
  return (
    <fieldset
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      aria-describedby={error ? "product-sizes-error" : "product-sizes-count"}
    >
      {/* The legend must be the fieldset's first child to name it; floated, the quick picks sit beside it. */}
      <Input.Label component="legend" style={{ padding: 0, float: "left" }}>
        Sizes
      </Input.Label>
      <Group gap={6} justify="flex-end">
        <Text size="xs" c="dimmed" id="product-sizes-count">
          {value.length === 0 ? "One size (none to choose)" : `${value.length} of ${apparelSizes.length}`}
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => set([...value, ...youthSizes])}>
          All youth
        </Button>
        <Button size="compact-xs" variant="light" onClick={() => set([...value, ...adultSizes])}>
          All adult
        </Button>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => set([])}>
          None
        </Button>
      </Group>
      <Group gap={6} mt={6} style={{ clear: "both" }}>
        <Chip.Group multiple value={value} onChange={set}>
          {apparelSizes.map((size) => (
            <Chip key={size} value={size} size="xs" radius="sm">
              {size}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      {error && (
        <Input.Error id="product-sizes-error" mt={6}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
