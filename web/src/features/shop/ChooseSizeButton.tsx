import { Button, Popover, SimpleGrid, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { cart } from "../cart/cart-store";
import { AddButtonLabel } from "./AddButtonLabel";
import type { AddToCartButtonProps } from "./AddToCartButton";
import { isOutOfStock, toCartProduct } from "./product";
import { useAddedFeedback } from "./use-added-feedback";

/**
 * A card's button for a product sold in sizes: "Choose Size" opens a small panel of its sizes, one
 * button each; picking one adds that size to the cart, closes the panel and confirms as adding does.
 */
export function ChooseSizeButton({ product, ...buttonProps }: AddToCartButtonProps) {
  const [opened, setOpened] = useState(false);
  const { added, announcement, confirm } = useAddedFeedback();

  const pick = (size: string) => {
    cart.add(toCartProduct(product, size));
    setOpened(false);
    confirm(`${product.name}, ${size}, added to cart`);
  };

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        withArrow
        shadow="md"
        trapFocus
        returnFocus
        width={260}
      >
        <Popover.Target>
          <Button
            size="sm"
            {...buttonProps}
            color={added ? "teal.8" : undefined}
            aria-label={`Choose a size of ${product.name}`}
            aria-haspopup="dialog"
            aria-expanded={opened}
            disabled={isOutOfStock(product)}
            onClick={() => setOpened((o) => !o)}
            style={{ flexShrink: 0 }}
          >
            <AddButtonLabel added={added} label="Choose Size" shortLabel="Size" />
          </Button>
        </Popover.Target>
        {/* A dialog named by its button (Popover ties them with aria-labelledby). */}
        <Popover.Dropdown p="sm">
          <Text size="sm" fw={600} mb="xs">
            Choose a size
          </Text>
          <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
            {product.sizes.map((size) => (
              <Button key={size} variant="default" size="compact-sm" onClick={() => pick(size)}>
                {size}
              </Button>
            ))}
          </SimpleGrid>
        </Popover.Dropdown>
      </Popover>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
