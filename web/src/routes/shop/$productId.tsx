import { createFileRoute } from "@tanstack/react-router";
import { loadProduct } from "../../features/product/load-product";
import { ProductNotFound } from "../../features/product/ProductNotFound";
import { ProductPage } from "../../features/product/ProductPage";
import { ProductPageSkeleton } from "../../features/product/ProductPageSkeleton";

// An unknown id throws notFound() in the loader: the page says "Product not found".
export const Route = createFileRoute("/shop/$productId")({
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
