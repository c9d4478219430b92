import { Button, VisuallyHidden } from "@mantine/core";
import { lazy, Suspense, useCallback, useState } from "react";
import { onDemand } from "../../lib/on-demand";
import { cart } from "../cart/cart-store";
import { AddButtonLabel } from "./AddButtonLabel";
import type { AddToCartButtonProps } from "./AddToCartButton";
import { isOutOfStock, toCartProduct } from "./product";
import { sizeOptionsOf } from "./size-options";
import { useAddedFeedback } from "./use-added-feedback";

// The size panel is fetched when a shopper first reaches for a "Choose Size" button (hover or
// focus), and shown at the first press; the shop's first visit does not carry it.
const importSizePopover = () => import("./SizePopover");
const SizePopover = lazy(importSizePopover);
const sizePopover = onDemand(importSizePopover);

/**
 * A card's button for a product sold in sizes: "Choose Size" opens a small panel of its sizes, one
 * button each; picking one adds that size to the cart, closes the panel and confirms as adding does.
 */
export function ChooseSizeButton({ product, ...buttonProps }: AddToCartButtonProps) {
  const [opened, setOpened] = useState(false);
  // The first press fetches the panel; it opens once mounted (focus kept on the button).
  const [wanted, setWanted] = useState<{ focusTarget: boolean } | null>(null);
  const { added, announcement, confirm } = useAddedFeedback();

  const open = useCallback(() => setOpened(true), []);

  const pick = (size: string) => {
    cart.add(toCartProduct(product, size));
    setOpened(false);
    confirm(`${product.name}, ${size}, added to cart`);
  };

  const button = (
    <Button
      size="sm"
      {...buttonProps}
      color={added ? "teal.8" : undefined}
      aria-label={`Choose a size of ${product.name}`}
      aria-haspopup="dialog"
      aria-expanded={opened}
      disabled={isOutOfStock(product)}
      onPointerEnter={sizePopover.prefetch}
      onFocus={sizePopover.prefetch}
      onClick={(event) => {
        if (wanted) setOpened((o) => !o);
        else setWanted({ focusTarget: document.activeElement === event.currentTarget });
      }}
      style={{ flexShrink: 0 }}
    >
      <AddButtonLabel added={added} label="Choose Size" shortLabel="Size" />
    </Button>
  );

  return (
    <>
      {wanted ? (
        // While the panel's code arrives the same button stands in; then the panel opens from it.
        <Suspense fallback={button}>
          <SizePopover
            opened={opened}
            onChange={setOpened}
            target={button}
            options={sizeOptionsOf(product)}
            onPick={pick}
            focusTarget={wanted.focusTarget}
            onReady={open}
          />
        </Suspense>
      ) : (
        button
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
