import { IconShirt } from "@tabler/icons-react";
import { useState } from "react";
import { isOutOfStock, type Product } from "./product";
import classes from "./product.module.css";

interface ProductImageProps {
  product: Product;
  className?: string;
  children?: React.ReactNode;
}

/** The product's picture in a 4:3 frame, loaded lazily; a shirt outline when it has none or it fails. */
export function ProductImage({ product, className, children }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const src = failed ? null : product.image_url;
  const frameClass = [classes.frame, isOutOfStock(product) ? classes.soldOut : "", className ?? ""].join(" ");

  return (
    <div className={frameClass}>
      {src ? (
        <img
          className={classes.image}
          src={src}
          alt={product.name}
          loading="lazy"
          decoding="async"
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
