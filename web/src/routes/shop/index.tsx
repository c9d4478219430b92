import { createFileRoute } from "@tanstack/react-router";
import { ShopPage } from "../../features/shop/ShopPage";
import { shopSearchSchema } from "../../features/shop/shop-search";

// /shop?category=hoodies&q=fleece&sort=price-asc — see shop-search.ts for what each key accepts.
export const Route = createFileRoute("/shop/")({
  validateSearch: shopSearchSchema,
  loaderDeps: ({ search }) => search,
  // Only a server render waits for the products (so the page it draws has them); in the browser
  // the page asks for its batches itself and keeps the current cards while the next arrive. Imported
  // on the server only: the browser's build drops this block and the entry stays as it was.
  loader: async ({ context, deps }) => {
    if (!import.meta.env.SSR) return;
    const { prefetchShop } = await import("../../features/shop/use-shop-products");
    await prefetchShop(context.queryClient, deps);
  },
  component: ShopPage,
});
