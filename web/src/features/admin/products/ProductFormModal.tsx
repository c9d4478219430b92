import "../../../lib/zod-jitless";
import { Group, Select, Switch, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { productInput } from "@store/api/contracts";
import { type ApparelSize, defaultSizesFor } from "@store/db/catalogue";
import { NoteField } from "../../../ui/forms/note-fields";
import { EditFormModal } from "../shared/EditFormModal";
import { MoneyField } from "../shared/FormParts";
import { useEditForm } from "../shared/use-edit-form";
import { ProductGalleryField } from "./ProductGalleryField";
import { ProductImageField } from "./ProductImageField";
import {
  alignedSizeOptions,
  ProductSizeOptionsField,
  type SizeOptionValues,
} from "./ProductSizeOptionsField";
import { ProductSizesField, toApparelSizes } from "./ProductSizesField";
import type { Product } from "./ProductsList";
import { categoryOptions } from "./product-labels";

export interface ProductFormValues {
  name: string;
  description: string;
  price: number | string;
  category: string;
  image_url: string;
  /** Pictures after the main one, in the order the product page shows them. */
  gallery: string[];
  in_stock: boolean;
  sizes: ApparelSize[];
  /** A row per size of `sizes`, in their order (ProductSizeOptionsField). */
  size_options: SizeOptionValues[];
}

const blank: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  category: "apparel",
  image_url: "",
  gallery: [],
  in_stock: true,
  sizes: defaultSizesFor("apparel"),
  size_options: alignedSizeOptions(defaultSizesFor("apparel"), []),
};

const valuesOf = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description ?? "",
  price: product.price,
  category: product.category,
  image_url: product.image_url ?? "",
  gallery: [...product.gallery],
  in_stock: product.in_stock !== false,
  sizes: toApparelSizes(product.sizes),
  size_options: alignedSizeOptions(
    toApparelSizes(product.sizes),
    product.size_options.map((o) => ({ size: o.size, upcharge: o.upcharge, stock: o.stock ?? "" })),
  ),
});

/**
 * 'Add New Product' / 'Edit Product' (spec §2): checked in the browser with the server's own
 * schema; the server's per-field messages are shown beside their fields too. The dialog stays open
 * when saving fails (the failure itself is announced by the caller).
 */
export function ProductFormModal({
  mode,
  onClose,
  onSave,
}: {
  /** Closed, adding, or editing this product. */
  mode: null | "add" | Product;
  onClose: () => void;
  onSave: (values: ProductFormValues) => Promise<unknown>;
}) {
  const form = useForm<ProductFormValues>({
    mode: "controlled",
    initialValues: blank,
    validate: schemaResolver(productInput, { sync: true }),
    validateInputOnBlur: true,
  });
  const editing = mode !== null && mode !== "add" ? mode : null;
  const shell = useEditForm({
    form,
    opened: mode !== null,
    openedWith: mode,
    start: () => (editing ? valuesOf(editing) : blank),
    save: onSave,
    onClose,
  });

  // The sizes table follows the chosen sizes: a size keeps what was typed for it while it stays.
  const setSizes = (sizes: ApparelSize[]) => {
    form.setFieldValue("sizes", sizes);
    form.setFieldValue("size_options", alignedSizeOptions(sizes, form.getValues().size_options));
  };

  return (
    <EditFormModal noun="Product" editing={Boolean(editing)} {...shell} gap="md" footer={{ gap: "sm" }}>
      <TextInput label="Product Name" required data-autofocus {...form.getInputProps("name")} />
      <NoteField label="Description" maxRows={8} {...form.getInputProps("description")} />
      <Group grow align="flex-start" gap="md">
        <MoneyField label="Price" required min={0} {...form.getInputProps("price")} />
        <Select
          label="Category"
          required
          data={categoryOptions}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("category")}
          onChange={(category) => {
            form.setFieldValue("category", category ?? "");
            // A new product starts from its category's sizes; an edit keeps what is stored.
            if (!editing && category) setSizes(defaultSizesFor(category));
          }}
        />
      </Group>
      <ProductSizesField
        value={form.values.sizes}
        onChange={setSizes}
        error={
          form.errors.sizes ?? Object.entries(form.errors).find(([key]) => key.startsWith("sizes."))?.[1]
        }
      />
      <ProductSizeOptionsField form={form} />
      <ProductImageField {...form.getInputProps("image_url")} />
      <ProductGalleryField
        value={form.values.gallery}
        onChange={(urls) => form.setFieldValue("gallery", urls)}
        error={
          form.errors.gallery ?? Object.entries(form.errors).find(([key]) => key.startsWith("gallery."))?.[1]
        }
      />
      <Switch label="In stock" {...form.getInputProps("in_stock", { type: "checkbox" })} />
    </EditFormModal>
  );
}
