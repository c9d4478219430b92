import { createFileRoute, notFound, rootRouteId } from "@tanstack/react-router";
import { loadProduct } from "../../features/product/load-product";
import { ProductNotFound } from "../../features/product/ProductNotFound";
import { ProductPage } from "../../features/product/ProductPage";
import { ProductPageSkeleton } from "../../features/product/ProductPageSkeleton";

const PRODUCT_PATH = /^\/shop\/[^/]+\/?$/;

// An unknown id throws notFound() in the loader: the page says "Product not found".
export const Route = createFileRoute("/shop/$productId")({
  // /shop/a/b is no product: the store's own 404, without asking the server for product "a".
  beforeLoad: ({ location }) => {
    if (!PRODUCT_PATH.test(location.pathname)) throw notFound({ routeId: rootRouteId });
  },
  loader: ({ context, params }) => loadProduct(context.queryClient, params.productId),
  pendingComponent: ProductPageSkeleton,
  pendingMs: 200,
  notFoundComponent: ProductNotFound,
  component: ProductRoute,
});

function ProductRoute() {
  const product = Route.useLoaderData();
  // A new product starts with no size chosen.
  return <ProductPage key={product.id} product={product} />;
}
