import { Button, type ButtonProps, VisuallyHidden } from "@mantine/core";
import { cart } from "../cart/cart-store";
import { AddButtonLabel } from "./AddButtonLabel";
import { ChooseSizeButton } from "./ChooseSizeButton";
import { hasSizes, isOutOfStock, type ProductSummary, toCartProduct } from "./product";
import { useAddedFeedback } from "./use-added-feedback";

export interface AddToCartButtonProps extends Pick<ButtonProps, "fullWidth" | "size"> {
  product: ProductSummary;
}

/**
 * "Add to Cart" ("Add" on phones); confirms each click briefly, and is disabled when sold out.
 * A product sold in sizes gets "Choose Size" instead, which asks for the size first.
 */
export function AddToCartButton(props: AddToCartButtonProps) {
  return hasSizes(props.product) ? <ChooseSizeButton {...props} /> : <AddOneSizeButton {...props} />;
}

function AddOneSizeButton({ product, ...buttonProps }: AddToCartButtonProps) {
  const { added, announcement, confirm } = useAddedFeedback();

  const add = () => {
    cart.add(toCartProduct(product));
    confirm(`${product.name} added to cart`);
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
        <AddButtonLabel added={added} label="Add to Cart" shortLabel="Add" />
      </Button>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
