import { Input, NumberInput, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ApparelSize } from "@store/db/catalogue";
import { MoneyField } from "../shared/FormParts";
import classes from "./ProductSizeOptionsField.module.css";

/** One size's row of the form: what it adds to the price and how many are on the shelf. */
export interface SizeOptionValues {
  size: ApparelSize;
  upcharge: number | string;
  /** Empty: not counted (never sold out). */
  stock: number | string;
}

/** A row for each of the sizes, in their order: kept as typed for a size still there, blank for a new one. */
export const alignedSizeOptions = (
  sizes: readonly ApparelSize[],
  previous: readonly SizeOptionValues[],
): SizeOptionValues[] =>
  sizes.map((size) => previous.find((o) => o.size === size) ?? { size, upcharge: 0, stock: "" });

/**
 * 'Price and stock by size': for each size the product comes in, an upcharge (the price field's
 * rules: never negative, cents at most) and a stock count (empty when the size is not counted).
 * Each field's message names its size, as the server's does.
 */
export function ProductSizeOptionsField<Values extends { size_options: SizeOptionValues[] }>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const options = form.getValues().size_options;
  if (options.length === 0) return null;
  return (
    <fieldset className={classes.fieldset} aria-describedby="size-options-help">
      <Input.Label component="legend" className={classes.legend}>
        Price and stock by size
      </Input.Label>
      <Text size="xs" c="dimmed" id="size-options-help" mb={6}>
        An upcharge adds to the price in that size. Leave stock empty when the size is not counted; at 0 it
        shows as sold out.
      </Text>
      <div className={classes.grid}>
        <Text size="xs" fw={700} aria-hidden="true">
          Size
        </Text>
        <Text size="xs" fw={700} aria-hidden="true">
          Upcharge
        </Text>
        <Text size="xs" fw={700} aria-hidden="true">
          Stock
        </Text>
        {options.map((option, i) => (
          <SizeRow key={option.size} size={option.size} index={i} form={form} />
        ))}
      </div>
    </fieldset>
  );
}

function SizeRow<Values extends { size_options: SizeOptionValues[] }>({
  size,
  index,
  form,
}: {
  size: ApparelSize;
  index: number;
  form: UseFormReturnType<Values>;
}) {
  return (
    <>
      <Text size="sm" className={classes.size}>
        {size}
      </Text>
      <MoneyField
        size="xs"
        aria-label={`Upcharge for ${size}`}
        {...form.getInputProps(`size_options.${index}.upcharge`)}
      />
      <NumberInput
        size="xs"
        aria-label={`Stock for ${size}`}
        placeholder="Not counted"
        allowDecimal={false}
        clampBehavior="none"
        {...form.getInputProps(`size_options.${index}.stock`)}
      />
    </>
  );
}
