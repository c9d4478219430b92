import { createFileRoute } from "@tanstack/react-router";
import { ShopPage } from "../../features/shop/ShopPage";
import { shopSearchSchema } from "../../features/shop/shop-search";

// /shop?category=hoodies&q=fleece&sort=price-asc — see shop-search.ts for what each key accepts.
export const Route = createFileRoute("/shop/")({
  validateSearch: shopSearchSchema,
  component: ShopPage,
});
