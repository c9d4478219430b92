import { useNavigate, useSearch } from "@tanstack/react-router";
import { ProductsPage } from "./ProductsPage";

/** The products screen wired to its address (/admin/products?search=…&page=…). */
export function ProductsScreen() {
  const search = useSearch({ from: "/admin/_portal/products" });
  const navigate = useNavigate();
  return (
    <ProductsPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ to: "/admin/products", search: { ...search, ...patch }, resetScroll: false })
      }
    />
  );
}
