import { IconShirt } from "@tabler/icons-react";
import { useState } from "react";
import classes from "../shop/product.module.css";

/** The item's picture in the shop's frame; a shirt outline when it has none or it fails. */
export function ItemImage({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`${classes.frame} studio-backdrop`}>
      {src && !failed ? (
        <img
          className={classes.image}
          src={src}
          alt={name}
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          onError={() => setFailed(true)}
        />
      ) : (
        <IconShirt className={classes.placeholder} stroke={1.25} aria-hidden="true" />
      )}
    </div>
  );
}
