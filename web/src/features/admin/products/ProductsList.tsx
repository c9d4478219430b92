import { Avatar, Badge, Button, Group } from "@mantine/core";
import type { RouterOutputs } from "@store/api/contracts";
import {
  IconAlertTriangle,
  IconCash,
  IconEdit,
  IconEye,
  IconPackage,
  IconPackageOff,
  IconPackages,
  IconPhoto,
  IconPlus,
  IconSearch,
  IconTrash,
} from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { NameCell, WIDE } from "../list/cells";
import { defineAdminList } from "../list/define-admin-list";
import { emptyStates } from "../list/empty-states";
import { actionsColumn, RowActions } from "../list/RowActions";
import { adminScreens } from "../shared/admin-links";
import { confirmDelete } from "../shared/feedback";
import { formatMoney } from "../shared/format";
import { ProductDetailsModal } from "./ProductDetailsModal";
import { ProductFormModal } from "./ProductFormModal";
import { categoryLabel, isInStock } from "./product-labels";
import { productsData } from "./products-data";
import { useProductMutations } from "./use-product-mutations";

export type Product = RouterOutputs["products"]["adminList"]["items"][number];

/** The product's picture, or a placeholder icon when it has none or it fails to load. */
export function ProductThumb({ product, size }: { product: Product; size: number }) {
  return (
    <Avatar src={product.image_url || null} alt="" radius="md" size={size} color="gray">
      <IconPhoto size={size / 2} aria-hidden="true" />
    </Avatar>
  );
}

/**
 * Spec §2 products table: Product (thumbnail, name, description), Category, Price, Status, Actions.
 * On a phone it keeps the product, its status and the actions; the rest is in the details.
 */
const columns = ({
  onView,
  onEdit,
  onDelete,
}: Record<"onView" | "onEdit" | "onDelete", (product: Product) => void>): DataTableColumn<Product>[] => [
  {
    accessor: "name",
    title: "Product",
    sortable: true,
    render: (p) => (
      <Group gap="sm" wrap="nowrap" maw={{ base: 170, sm: 360 }}>
        <ProductThumb product={p} size={40} />
        <NameCell name={p.name} sub={p.description} style={{ minWidth: 0 }} />
      </Group>
    ),
  },
  {
    accessor: "category",
    title: "Category",
    sortable: true,
    visibleMediaQuery: WIDE,
    render: (p) => categoryLabel(p.category),
  },
  {
    accessor: "price",
    title: "Price",
    sortable: true,
    textAlign: "right",
    visibleMediaQuery: WIDE,
    render: (p) => <span style={{ fontVariantNumeric: "tabular-nums" }}>{formatMoney(p.price)}</span>,
  },
  {
    accessor: "in_stock",
    title: "Status",
    render: (p) =>
      isInStock(p) ? (
        <Badge color="green" variant="dot">
          In Stock
        </Badge>
      ) : (
        <Badge color="red" variant="dot">
          Out of Stock
        </Badge>
      ),
  },
  actionsColumn((p) => (
    <RowActions
      actions={[
        { label: "View Details", name: "View Details", icon: IconEye, onClick: () => onView(p) },
        { label: "Edit Product", name: "Edit Product", icon: IconEdit, onClick: () => onEdit(p) },
        {
          label: "Delete Product",
          name: "Delete Product",
          icon: IconTrash,
          color: "red",
          onClick: () => onDelete(p),
        },
      ]}
    />
  )),
];

/** Spec §2 Admin Manage Products: tiles, the catalogue a page at a time, add, edit and delete. */
export const productsList = defineAdminList({
  data: productsData,
  screen: adminScreens.products,
  // Spec §2: Total Products, In Stock, Low Stock (fixed at 6, §9) and Avg. Price.
  tiles: (stats) => [
    { label: "Total Products", value: stats?.total_products, icon: IconPackages, color: "navy" },
    { label: "In Stock", value: stats?.in_stock, icon: IconPackage, color: "green" },
    { label: "Low Stock", value: stats?.low_stock, icon: IconAlertTriangle, color: "yellow" },
    { label: "Avg. Price", value: stats && formatMoney(stats.avg_price), icon: IconCash, color: "teal" },
  ],
  searchBox: { label: "Search products", placeholder: "Search products..." },
  table: {
    label: "Products",
    empty: emptyStates(
      IconPackageOff,
      (search) => search.search,
      { icon: IconSearch, title: "No products found", text: "Try adjusting your search criteria" },
      { title: "No Products Yet", text: "Add your first product to get started" },
    ),
  },
  failure: { prefix: "Error fetching products", retryLabel: "Retry" },
  useView: () => {
    const mutations = useProductMutations();
    const [viewing, setViewing] = useState<Product | null>(null);
    const [form, setForm] = useState<null | "add" | Product>(null);
    const onDelete = (product: Product) =>
      confirmDelete({
        title: `Delete ${product.name}`,
        question: "Are you sure you want to delete this product?",
        onConfirm: () => void mutations.remove(product.id),
      });
    return {
      columns: columns({ onView: setViewing, onEdit: setForm, onDelete }),
      actions: (
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setForm("add")}>
          Add Product
        </Button>
      ),
      dialogs: (
        <>
          <ProductDetailsModal product={viewing} onClose={() => setViewing(null)} />
          <ProductFormModal
            mode={form}
            onClose={() => setForm(null)}
            onSave={(values) => mutations.save(form !== null && form !== "add" ? form : null, values)}
          />
        </>
      ),
    };
  },
});
