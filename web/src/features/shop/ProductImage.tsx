import { IconShirt } from "@tabler/icons-react";
import { useState } from "react";
import { isOutOfStock, type ProductSummary } from "./product";
import classes from "./product.module.css";

interface ProductImageProps {
  product: ProductSummary;
  className?: string;
  children?: React.ReactNode;
  /** Pictures in the first screenful load at once; the rest wait until they scroll near. */
  eager?: boolean;
  /** Another of its pictures (a gallery's) in place of image_url, with words that tell them apart. */
  picture?: { src: string; alt: string };
}

/** The product's picture in a 4:3 frame; a shirt outline when it has none or it fails. */
export function ProductImage({ product, className, children, eager = false, picture }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const src = failed ? null : (picture?.src ?? product.image_url);
  const frameClass = [
    classes.frame,
    "studio-backdrop",
    isOutOfStock(product) ? classes.soldOut : "",
    className ?? "",
  ].join(" ");

  return (
    <div className={frameClass}>
      {src ? (
        <img
          className={classes.image}
          src={src}
          alt={picture?.alt ?? product.name}
          loading={eager ? "eager" : "lazy"}
          // A first-screen picture is painted with the page, not a frame later (its LCP).
          decoding={eager ? "sync" : "async"}
          width={400}
          height={300}
          onError={() => setFailed(true)}
        />
      ) : (
        <IconShirt className={classes.placeholder} stroke={1.25} aria-hidden="true" />
      )}
      {children}
    </div>
  );
}
