import { defaultSizesFor, productImageUrl, sampleProducts } from "@store/db/catalogue";
import type { Product } from "./product";

// The spec's fallback catalogue (§3, §8): shown, without a message, when the products call fails.
// The products are the seed's own (@store/db/catalogue), dressed as the products call returns them.
const SAMPLE_DATE = "2024-01-01T00:00:00.000Z";

export const SAMPLE_PRODUCTS: readonly Product[] = sampleProducts.map((product, index) => {
  const sizes = defaultSizesFor(product.category);
  return {
    id: `sample-${index + 1}`,
    name: product.name,
    description: product.description,
    price: product.price,
    image_url: productImageUrl(product.slug),
    gallery: [],
    category: product.category,
    in_stock: product.in_stock,
    sizes,
    created_at: SAMPLE_DATE,
    // No size costs more or is counted.
    size_options: sizes.map((size) => ({
      size,
      upcharge: 0,
      price: product.price,
      sold_out: false,
      few_left: null,
    })),
  };
});
