import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { ProductSummary } from "./product";
import classes from "./product.module.css";

/** The product's name as a link to its page (/shop/$productId). */
export function ProductNameLink({ product, children }: { product: ProductSummary; children: ReactNode }) {
  return (
    <Link to="/shop/$productId" params={{ productId: product.id }} className={classes.nameLink}>
      {children}
    </Link>
  );
}

/**
 * The picture as a second way to the same page. Out of the tab order: keyboard users reach the
 * page through the name and do not stop twice on the same link.
 */
export function ProductImageLink({
  product,
  children,
  className,
}: {
  product: ProductSummary;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to="/shop/$productId"
      params={{ productId: product.id }}
      tabIndex={-1}
      className={[classes.imageLink, className ?? ""].join(" ")}
    >
      {children}
    </Link>
  );
}
