import { Box, Button, type ButtonProps, Group, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconShoppingCartPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { cart } from "../cart/cart-store";
import { isOutOfStock, type Product, toCartProduct } from "./product";

/** How long the button says "Added" after a click. */
export const ADDED_FEEDBACK_MS = 1500;

interface AddToCartButtonProps extends Pick<ButtonProps, "fullWidth" | "size"> {
  product: Product;
}

/** "Add to Cart" ("Add" on phones); confirms each click briefly, and is disabled when sold out. */
export function AddToCartButton({ product, ...buttonProps }: AddToCartButtonProps) {
  // A new value per click, so a second click restarts the confirmation rather than cutting it short.
  const [addedAt, setAddedAt] = useState<number | null>(null);
  const added = addedAt !== null;

  useEffect(() => {
    if (addedAt === null) return;
    const timer = window.setTimeout(() => setAddedAt(null), ADDED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [addedAt]);

  const add = () => {
    cart.add(toCartProduct(product));
    setAddedAt(performance.now());
  };

  return (
    <>
      <Button
        size="sm"
        {...buttonProps}
        color={added ? "teal.8" : undefined}
        aria-label={`Add ${product.name} to cart`}
        disabled={isOutOfStock(product)}
        onClick={add}
        style={{ flexShrink: 0 }}
      >
        {/* Icons sit in the label rather than leftSection so the tick can drop out on phones,
            where a two-column card has no room for "Added" and an icon. */}
        <Group component="span" gap={6} wrap="nowrap">
          {added ? (
            <Box component="span" visibleFrom="sm" lh={0}>
              <IconCheck size={16} aria-hidden="true" />
            </Box>
          ) : (
            <IconShoppingCartPlus size={16} aria-hidden="true" />
          )}
          {added ? (
            <span>Added</span>
          ) : (
            <>
              <Box component="span" hiddenFrom="sm">
                Add
              </Box>
              <Box component="span" visibleFrom="sm">
                Add to Cart
              </Box>
            </>
          )}
        </Group>
      </Button>
      <VisuallyHidden role="status">{added ? `${product.name} added to cart` : ""}</VisuallyHidden>
    </>
  );
}
