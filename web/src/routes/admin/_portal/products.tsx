import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { prefetchProductsScreen, productSearchParser } from "../../../features/admin/routing/product-search";

export const Route = createFileRoute("/admin/_portal/products")({
  validateSearch: productSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchProductsScreen(context.queryClient, context.access, deps),
  component: adminScreen("ProductsScreen"),
});
