import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { type ProductSearch, useProductList } from "../routing/product-search";
import { ErrorBox } from "../shared/ErrorBox";
import { confirmDelete } from "../shared/feedback";
import { PageHeader } from "../shared/PageHeader";
import { SearchBox } from "../shared/SearchBox";
import { ProductDetailsModal } from "./ProductDetailsModal";
import { ProductFormModal } from "./ProductFormModal";
import { type Product, ProductsTable } from "./ProductsTable";
import { ProductTiles } from "./ProductTiles";
import { useProductMutations } from "./use-product-mutations";

/** Spec §2 Admin Manage Products: tiles, the catalogue a page at a time, add, edit and delete. */
export function ProductsPage({
  search,
  onSearchChange,
}: {
  search: ProductSearch;
  onSearchChange: (patch: Partial<ProductSearch>) => void;
}) {
  const queryClient = useQueryClient();
  const list = useProductList(search);
  const mutations = useProductMutations();
  const [viewing, setViewing] = useState<Product | null>(null);
  const [form, setForm] = useState<null | "add" | Product>(null);

  const askDelete = (product: Product) =>
    confirmDelete({
      title: `Delete ${product.name}`,
      question: "Are you sure you want to delete this product?",
      onConfirm: () => void mutations.remove(product.id),
    });

  return (
    <>
      <PageHeader
        title="Manage Products"
        description="The shop's catalogue: add, edit and remove products and their prices."
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setForm("add")}>
            Add Product
          </Button>
        }
      />
      <ProductTiles />
      <Group mb="sm" gap="sm">
        <SearchBox
          label="Search products"
          placeholder="Search products..."
          value={search.search}
          onChange={(text) => onSearchChange({ search: text, page: undefined })}
        />
      </Group>
      {list.isError && !list.data ? (
        <ErrorBox
          message={describeFailure("Error fetching products", list.error)}
          retryLabel="Retry"
          onRetry={() => void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() })}
        />
      ) : (
        <ProductsTable
          page={list.data}
          search={search}
          onSearchChange={onSearchChange}
          fetching={list.isFetching}
          onView={setViewing}
          onEdit={setForm}
          onDelete={askDelete}
        />
      )}
      <ProductDetailsModal product={viewing} onClose={() => setViewing(null)} />
      <ProductFormModal
        mode={form}
        onClose={() => setForm(null)}
        onSave={(values) => mutations.save(form !== null && form !== "add" ? form : null, values)}
      />
    </>
  );
}
