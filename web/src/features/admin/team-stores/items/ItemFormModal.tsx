import { Checkbox, Chip, Group, Input, NumberInput, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ProductDto, TeamStoreItemDto, TeamStoreItemFields } from "@store/api/contracts";
import { EditFormModal } from "../../shared/EditFormModal";
import { MoneyField } from "../../shared/FormParts";
import { formatMoney } from "../../shared/format";
import { useEditForm } from "../../shared/use-edit-form";
import { personalisationOptions } from "../store-labels";
import {
  blankItem,
  type ItemValues,
  itemInput,
  itemValuesForProduct,
  itemValuesOf,
  validateItem,
} from "./item-values";

/**
 * Add or edit one item of a store: the product (its catalogue price shown; the store price may
 * not be lower), fundraising per unit, the sizes families may pick, personalisation and its fee,
 * and whether the item is required or part of the player pack.
 */
export function ItemFormModal({
  mode,
  products,
  takenProductIds,
  onClose,
  onSave,
}: {
  mode: null | "add" | TeamStoreItemDto;
  products: ProductDto[];
  /** Products the store already sells (not offered again when adding). */
  takenProductIds: string[];
  onClose: () => void;
  onSave: (input: TeamStoreItemFields) => Promise<unknown>;
}) {
  const editing = mode !== null && mode !== "add" ? mode : null;
  const form = useForm<ItemValues>({
    mode: "controlled",
    initialValues: blankItem,
    validate: (values) =>
      validateItem(
        values,
        products.find((p) => p.id === values.product_id),
      ),
    validateInputOnBlur: true,
  });
  const shell = useEditForm({
    form,
    opened: mode !== null,
    openedWith: mode,
    start: () => (editing ? itemValuesOf(editing) : blankItem),
    save: (values) => onSave(itemInput(values)),
    onClose,
  });

  const product = products.find((p) => p.id === form.values.product_id);
  const choices = products
    .filter((p) => p.id === form.values.product_id || !takenProductIds.includes(p.id))
    .map((p) => ({ value: p.id, label: `${p.name} (${formatMoney(p.price)})` }));
  const personalised = form.values.personalisation !== "none";

  return (
    <EditFormModal noun="Item" editing={Boolean(editing)} {...shell} gap="md">
      <Select
        label="Product"
        required
        searchable
        data-autofocus
        disabled={Boolean(editing)}
        data={choices}
        nothingFoundMessage="No product by that name"
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("product_id")}
        onChange={(id) => {
          const picked = products.find((p) => p.id === id);
          if (picked) form.setValues(itemValuesForProduct(form.getValues(), picked));
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyField
          label="Store price"
          required
          description={product ? `Catalogue price ${formatMoney(product.price)}` : "Pick a product first"}
          {...form.getInputProps("price")}
        />
        <MoneyField
          label="Fundraising per item"
          description="The part of the price that goes to the team"
          {...form.getInputProps("fundraising")}
        />
      </SimpleGrid>
      {product && product.sizes.length > 0 && (
        <Input.Wrapper label="Sizes families may choose" error={form.errors.sizes}>
          <Chip.Group
            multiple
            value={form.values.sizes}
            onChange={(sizes) =>
              form.setFieldValue(
                "sizes",
                product.sizes.filter((s) => sizes.includes(s)),
              )
            }
          >
            <Group gap={6} mt={6}>
              {product.sizes.map((size) => (
                <Chip key={size} value={size} size="sm">
                  {size}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      )}
      {product && product.sizes.length === 0 && (
        <Text size="sm" c="dimmed">
          One size: families pick no size for this product.
        </Text>
      )}
      <Select
        label="Personalisation"
        data={personalisationOptions}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("personalisation")}
      />
      {personalised && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Longest name (letters)"
              min={1}
              max={30}
              allowDecimal={false}
              disabled={form.values.personalisation === "number"}
              {...form.getInputProps("max_name_length")}
            />
            <MoneyField
              label="Name and number fee"
              description="Added to the price when printed"
              {...form.getInputProps("personalisation_fee")}
            />
          </SimpleGrid>
          <Checkbox
            label="Families must fill in the personalisation"
            {...form.getInputProps("personalisation_required", { type: "checkbox" })}
          />
        </Stack>
      )}
      <Checkbox
        label="Required: every player's first order includes it"
        {...form.getInputProps("required", { type: "checkbox" })}
      />
      <Checkbox label="In the player pack" {...form.getInputProps("in_bundle", { type: "checkbox" })} />
    </EditFormModal>
  );
}
