import { createFileRoute } from "@tanstack/react-router";
import { type ProductSearch, productsData } from "../../../features/admin/products/products-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { typedAddress } from "../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/products")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<ProductSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => productsData.route.loader(args),
  component: adminScreen("ProductsScreen"),
  errorComponent: adminScreen("ProductsError"),
});
