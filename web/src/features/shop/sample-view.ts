import { applyShopView, countByCategory, SHOP_CATEGORY_VALUES, type ShopView } from "@store/api/contracts";
import { SAMPLE_PRODUCTS } from "./sample-products";

/** The sample catalogue (spec §8) seen through the shop's view: the cards and each category's count. */
export function sampleView(view: ShopView) {
  return {
    shown: applyShopView(SAMPLE_PRODUCTS, view),
    counts: countByCategory(SAMPLE_PRODUCTS, SHOP_CATEGORY_VALUES, view.query),
  };
}

export type SampleView = typeof sampleView;
