import { useRouter } from "@tanstack/react-router";
import type { ProductSummary } from "./product";
import { isOutOfStock } from "./product";

/** One product as schema.org Product data, its offer pointing at its own page. */
export function productJsonLd(product: ProductSummary, origin: string) {
  return {
    "@type": "Product",
    name: product.name,
    sku: product.id,
    category: product.category,
    ...(product.description ? { description: product.description } : {}),
    ...(product.image_url ? { image: new URL(product.image_url, origin).href } : {}),
    ...(product.sizes.length > 0 ? { size: product.sizes } : {}),
    offers: {
      "@type": "Offer",
      price: product.price.toFixed(2),
      priceCurrency: "USD",
      availability: isOutOfStock(product) ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      url: `${origin}/shop/${encodeURIComponent(product.id)}`,
    },
  };
}

/** Search engines read the products from this, as schema.org Product offers in a list. */
export function productListJsonLd(products: readonly ProductSummary[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: productJsonLd(product, origin),
    })),
  };
}

/** `<` would let a product name close the script element early; JSON allows it escaped. */
const scriptSafe = (json: string) => json.replace(/</g, "\\u003c");

/**
 * The shop's products (a list) or one product's page (a single Product) as JSON-LD structured data
 * (not run as a script: CSP does not apply).
 */
export function ProductStructuredData(
  props: { products: readonly ProductSummary[] } | { product: ProductSummary },
) {
  // The router's origin: the browser's own, or the one the server renders the page for.
  const { origin } = useRouter();
  const data =
    "product" in props
      ? { "@context": "https://schema.org", ...productJsonLd(props.product, origin) }
      : productListJsonLd(props.products, origin);
  const json = scriptSafe(JSON.stringify(data));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, inside a data block that never runs.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
