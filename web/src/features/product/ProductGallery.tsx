import { useState } from "react";
import { ProductImage } from "../shop/ProductImage";
import type { Product } from "../shop/product";
import classes from "./ProductGallery.module.css";

/** The product's pictures in the order shown: the main one, then the gallery's. */
export const picturesOf = (product: Pick<Product, "image_url" | "gallery">): string[] => [
  ...(product.image_url ? [product.image_url] : []),
  ...product.gallery.filter((url) => url !== product.image_url),
];

/**
 * The product's main picture, large, and under it a thumbnail button per picture when it has more
 * than one. Buttons, not swipes: a tap, a click or Enter shows that picture, and the pressed one
 * says which is shown. The first picture is drawn on the server; the choice is the browser's.
 */
export function ProductGallery({ product }: { product: Product }) {
  const pictures = picturesOf(product);
  const [shown, setShown] = useState(0);
  const current = pictures[shown];
  const many = pictures.length > 1;
  return (
    <div>
      <div className={classes.main}>
        <ProductImage
          // A new picture starts without the last one's failure.
          key={current ?? "none"}
          product={product}
          eager
          picture={
            current
              ? {
                  src: current,
                  alt: many ? `${product.name}, picture ${shown + 1} of ${pictures.length}` : product.name,
                }
              : undefined
          }
        />
      </div>
      {many && (
        <ul className={classes.thumbs} aria-label={`Pictures of ${product.name}`}>
          {pictures.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={classes.thumb}
                aria-pressed={index === shown}
                aria-label={`Show picture ${index + 1} of ${pictures.length}`}
                onClick={() => setShown(index)}
              >
                <img src={src} alt="" width={80} height={60} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
