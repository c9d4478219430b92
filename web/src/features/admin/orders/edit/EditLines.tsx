import { Button, Group, NumberInput, Paper, Select, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MAX_LINE_QUANTITY, type RouterOutputs } from "@store/api/contracts";
import { IconArrowBackUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { formatMoney } from "../../shared/format";
import type { OrderEditValues } from "./edit-form";

export type CatalogueProduct = RouterOutputs["products"]["list"][number];
type Form = UseFormReturnType<OrderEditValues>;

const label = (name: string, size: string | null) => (size ? `${name} (${size})` : name);

function QuantityField({ form, path, name }: { form: Form; path: string; name: string }) {
  return (
    <NumberInput
      label="Quantity"
      aria-label={`Quantity of ${name}`}
      min={1}
      max={MAX_LINE_QUANTITY}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      {...form.getInputProps(path)}
    />
  );
}

function SizeField({
  form,
  path,
  name,
  sizes,
}: {
  form: Form;
  path: string;
  name: string;
  sizes: string[] | undefined;
}) {
  const value = form.getInputProps(path).value as string | null;
  if (sizes === undefined || sizes.length === 0) {
    // One size, or a product no longer in the catalogue (its size stays as ordered).
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          Size
        </Text>
        <Text size="sm">{value ?? "One size"}</Text>
      </Stack>
    );
  }
  return (
    <Select
      label="Size"
      aria-label={`Size of ${name}`}
      placeholder="Choose a size"
      data={sizes}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(path)}
    />
  );
}

/** The order's lines: each one's size and quantity, or marked to be removed (undone with one click). */
export function ExistingLines({ form, products }: { form: Form; products: Map<string, CatalogueProduct> }) {
  return (
    <Stack gap="xs">
      {form.values.lines.map((line, i) => {
        const name = label(line.product_name, form.values.lines[i]?.size ?? null);
        const product = line.product_id ? products.get(line.product_id) : undefined;
        return (
          <Paper key={line.id} withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} td={line.remove ? "line-through" : undefined}>
                  {line.product_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatMoney(line.unit_price)} each, as ordered
                </Text>
              </div>
              <Button
                variant="default"
                size="compact-sm"
                leftSection={line.remove ? <IconArrowBackUp size={16} /> : <IconTrash size={16} />}
                aria-label={line.remove ? `Keep ${name}` : `Remove ${name}`}
                onClick={() => form.setFieldValue(`lines.${i}.remove`, !line.remove)}
                style={{ flexShrink: 0 }}
              >
                {line.remove ? "Keep" : "Remove"}
              </Button>
            </Group>
            {line.remove ? (
              <Text size="sm" fw={500} mt={4}>
                Removed when you save.
              </Text>
            ) : (
              <Group grow align="flex-start" mt="xs" gap="sm">
                <SizeField
                  form={form}
                  path={`lines.${i}.size`}
                  name={line.product_name}
                  sizes={product?.sizes}
                />
                <QuantityField form={form} path={`lines.${i}.quantity`} name={line.product_name} />
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** New lines: a product from the catalogue, its size and how many, at today's price. */
export function AddedLines({ form, products }: { form: Form; products: Map<string, CatalogueProduct> }) {
  const options = [...products.values()].map((p) => ({
    value: p.id,
    label: `${p.name} (${formatMoney(p.price)})`,
    disabled: p.in_stock === false,
  }));
  const add = () =>
    form.insertListItem("added", {
      key: crypto.randomUUID(),
      product_id: null,
      size: null,
      quantity: 1,
    });
  return (
    <Stack gap="xs">
      {form.values.added.map((line, i) => {
        const product = line.product_id ? products.get(line.product_id) : undefined;
        const name = `new line ${i + 1}`;
        return (
          <Paper key={line.key} withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
              <Select
                label={`New product ${i + 1}`}
                placeholder="Search the catalogue"
                data={options}
                searchable
                nothingFoundMessage="No product by that name"
                comboboxProps={{ withinPortal: true }}
                style={{ flex: 1 }}
                {...form.getInputProps(`added.${i}.product_id`)}
                onChange={(id) => {
                  form.setFieldValue(`added.${i}.product_id`, id);
                  const sizes = (id && products.get(id)?.sizes) || [];
                  form.setFieldValue(`added.${i}.size`, sizes.length === 1 ? (sizes[0] ?? null) : null);
                }}
              />
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconTrash size={16} />}
                aria-label={`Remove ${name}`}
                onClick={() => form.removeListItem("added", i)}
                mb={6}
                style={{ flexShrink: 0 }}
              >
                Remove
              </Button>
            </Group>
            {product && (
              <Group grow align="flex-start" mt="xs" gap="sm">
                <SizeField form={form} path={`added.${i}.size`} name={product.name} sizes={product.sizes} />
                <QuantityField form={form} path={`added.${i}.quantity`} name={product.name} />
              </Group>
            )}
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
          Add a product
        </Button>
      </Group>
    </Stack>
  );
}
