import type { Product } from "./product";
import { isOutOfStock } from "./product";

/** Search engines read the products from this, as schema.org Product offers in a list. */
export function productListJsonLd(products: readonly Product[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Product",
        name: product.name,
        sku: product.id,
        category: product.category,
        ...(product.description ? { description: product.description } : {}),
        ...(product.image_url ? { image: new URL(product.image_url, origin).href } : {}),
        offers: {
          "@type": "Offer",
          price: product.price.toFixed(2),
          priceCurrency: "USD",
          availability: isOutOfStock(product)
            ? "https://schema.org/OutOfStock"
            : "https://schema.org/InStock",
          url: `${origin}/shop?q=${encodeURIComponent(product.name)}`,
        },
      },
    })),
  };
}

/** `<` would let a product name close the script element early; JSON allows it escaped. */
const scriptSafe = (json: string) => json.replace(/</g, "\\u003c");

/** The shop's products as JSON-LD structured data (not run as a script: CSP does not apply). */
export function ProductStructuredData({ products }: { products: readonly Product[] }) {
  const json = scriptSafe(JSON.stringify(productListJsonLd(products, window.location.origin)));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, inside a data block that never runs.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
