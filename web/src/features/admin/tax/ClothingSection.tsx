import { Button, Checkbox, Group, Paper, Text, Title } from "@mantine/core";
import type { TaxDataDto } from "@store/api/contracts";
import { useState } from "react";
import { categoryLabel } from "../products/product-labels";

/** Which product categories count as clothing on a tax holiday: checkboxes, saved together. */
export function ClothingSection({
  categories,
  saving,
  onSave,
}: {
  categories: TaxDataDto["clothing_categories"];
  saving: boolean;
  onSave: (chosen: string[]) => Promise<unknown>;
}) {
  const stored = categories.filter((c) => c.clothing).map((c) => c.category);
  const [chosen, setChosen] = useState<string[]>(stored);
  const changed = [...chosen].sort().join() !== [...stored].sort().join();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "sm", sm: "md" }}
      component="section"
      aria-labelledby="tax-clothing"
    >
      <Title order={2} fz="xl" id="tax-clothing">
        Clothing
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        On a tax holiday, products of these categories count as clothing.
      </Text>
      <Checkbox.Group value={chosen} onChange={setChosen} aria-labelledby="tax-clothing" mt="sm">
        <Group gap="md">
          {categories.map((c) => (
            <Checkbox key={c.category} value={c.category} label={categoryLabel(c.category)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Group justify="flex-end" mt="md">
        <Button
          size="compact-sm"
          disabled={!changed}
          loading={saving}
          onClick={() => void onSave(chosen).catch(() => undefined)}
        >
          Save clothing categories
        </Button>
      </Group>
    </Paper>
  );
}
