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
 * (a one-size item).
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
      aria-describedby={error ? "product-sizes-error" : "product-sizes-hint"}
    >
      <Input.Label component="legend" style={{ padding: 0 }}>
        Sizes
      </Input.Label>
      <Input.Description id="product-sizes-hint">
        The sizes shoppers choose from; none for a one-size item.
      </Input.Description>
      <Group gap={6} mt={8}>
        <Chip.Group multiple value={value} onChange={set}>
          {apparelSizes.map((size) => (
            <Chip key={size} value={size} size="xs" radius="sm">
              {size}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <Group gap="xs" mt="xs">
        <Button size="compact-xs" variant="light" onClick={() => set([...value, ...youthSizes])}>
          All youth
        </Button>
        <Button size="compact-xs" variant="light" onClick={() => set([...value, ...adultSizes])}>
          All adult
        </Button>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => set([])}>
          None
        </Button>
        <Text size="xs" c="dimmed">
          {value.length === 0 ? "One size" : `${value.length} of ${apparelSizes.length} sizes`}
        </Text>
      </Group>
      {error && (
        <Input.Error id="product-sizes-error" mt={6}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
