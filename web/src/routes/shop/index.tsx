import { createFileRoute } from "@tanstack/react-router";
import { ShopPage } from "../../features/shop/ShopPage";
import { shopSearchSchema } from "../../features/shop/shop-search";
import { prefetchShop } from "../../features/shop/use-shop-products";

// /shop?category=hoodies&q=fleece&sort=price-asc — see shop-search.ts for what each key accepts.
export const Route = createFileRoute("/shop/")({
  validateSearch: shopSearchSchema,
  loaderDeps: ({ search }) => search,
  // Only a server render waits for the products (so the page it draws has them); in the browser
  // the page asks for its batches itself and keeps the current cards while the next arrive.
  loader: async ({ context, deps }) => {
    if (import.meta.env.SSR) await prefetchShop(context.queryClient, deps);
  },
  component: ShopPage,
});
