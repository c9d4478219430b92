import { ActionIcon, Avatar, Badge, Group, Stack, Text, Tooltip } from "@mantine/core";
import type { RouterOutputs } from "@store/api";
import { IconEdit, IconEye, IconPackageOff, IconPhoto, IconSearch, IconTrash } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import type { ProductSearch, ProductSort } from "../routing/product-search";
import { EmptyState } from "../shared/EmptyState";
import { formatMoney } from "../shared/format";
import { ServerDataTable } from "../shared/ServerDataTable";
import { categoryLabel, isInStock } from "./product-labels";

// On a phone the table keeps the product, its status and the actions; the rest is in the details.
const WIDE = "(min-width: 48em)";

export type Product = RouterOutputs["products"]["adminList"]["items"][number];

interface ProductsTableProps {
  page: RouterOutputs["products"]["adminList"] | undefined;
  search: ProductSearch;
  onSearchChange: (patch: Partial<ProductSearch>) => void;
  fetching: boolean;
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** The product's picture, or a placeholder icon when it has none or it fails to load. */
export function ProductThumb({ product, size }: { product: Product; size: number }) {
  return (
    <Avatar src={product.image_url || null} alt="" radius="md" size={size} color="gray">
      <IconPhoto size={size / 2} aria-hidden="true" />
    </Avatar>
  );
}

/** Spec §2 products table: Product (thumbnail, name, description), Category, Price, Status, Actions. */
export function ProductsTable(props: ProductsTableProps) {
  const { page, search, onSearchChange, fetching, onView, onEdit, onDelete } = props;
  const columns: DataTableColumn<Product>[] = [
    {
      accessor: "name",
      title: "Product",
      sortable: true,
      render: (p) => (
        <Group gap="sm" wrap="nowrap" maw={{ base: 170, sm: 360 }}>
          <ProductThumb product={p} size={40} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {p.name}
            </Text>
            {p.description && (
              <Text size="xs" c="dimmed" truncate="end" title={p.description}>
                {p.description}
              </Text>
            )}
          </Stack>
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
    {
      accessor: "actions",
      title: "Actions",
      textAlign: "right",
      render: (p) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="View Details">
            <ActionIcon variant="subtle" aria-label="View Details" onClick={() => onView(p)}>
              <IconEye size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit Product">
            <ActionIcon variant="subtle" aria-label="Edit Product" onClick={() => onEdit(p)}>
              <IconEdit size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete Product">
            <ActionIcon variant="subtle" color="red" aria-label="Delete Product" onClick={() => onDelete(p)}>
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <ServerDataTable<Product, ProductSort>
      label="Products"
      records={page?.items}
      columns={columns}
      total={page?.total ?? 0}
      search={search}
      defaultSort="created_at"
      onSearchChange={onSearchChange}
      fetching={fetching}
      emptyState={
        search.search ? (
          <EmptyState icon={IconSearch} title="No products found">
            Try adjusting your search criteria
          </EmptyState>
        ) : (
          <EmptyState icon={IconPackageOff} title="No Products Yet">
            Add your first product to get started
          </EmptyState>
        )
      }
    />
  );
}
