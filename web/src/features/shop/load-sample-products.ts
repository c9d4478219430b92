import type { Product } from "./product";
import type { SampleView } from "./sample-view";

// The sample catalogue (spec §8) and the filtering that goes with it are their own chunk: a page
// fetches them only when the products call fails.

/** The sample products, for a product page whose product could not be loaded. */
export const loadSampleProducts = (): Promise<readonly Product[]> =>
  import("./sample-products").then((module) => module.SAMPLE_PRODUCTS);

/** The sample catalogue through a view, for the shop whose batches could not be loaded. */
export const loadSampleView = (): Promise<SampleView> =>
  import("./sample-view").then((module) => module.sampleView);
