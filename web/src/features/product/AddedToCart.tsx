import { Button, CloseButton, Group, Text } from "@mantine/core";
import { IconCircleCheck, IconShoppingCart } from "@tabler/icons-react";
import { ButtonLink } from "../../ui/links/ButtonLink";
import { cart } from "../cart/cart-store";
import classes from "./ProductPage.module.css";

/** What was just added: the product, its size and how many. */
export interface AddedLine {
  name: string;
  size: string | null;
  quantity: number;
}

/** "3 × Performance Tee, Adult M": the line as the confirmation names it. */
export const addedWords = ({ name, size, quantity }: AddedLine) =>
  `${quantity} × ${name}${size ? `, ${size}` : ""}`;

/**
 * The confirmation under Add to Cart: what went in, and the two ways on (the cart, checkout). A
 * live region that is always there, so its new words are read out; focus stays on the button the
 * shopper pressed, and the panel stays until they dismiss it or add again.
 */
export function AddedToCart({ line, onDismiss }: { line: AddedLine | null; onDismiss: () => void }) {
  return (
    <div role="status" aria-live="polite">
      {line && (
        <div className={classes.added} data-testid="added-to-cart">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text fw={700} className={classes.addedText}>
              <IconCircleCheck size={20} aria-hidden="true" className={classes.addedIcon} />
              Added to your cart: {addedWords(line)}
            </Text>
            <CloseButton size="md" aria-label="Dismiss the confirmation" onClick={onDismiss} />
          </Group>
          <Group gap="sm" mt="sm" grow>
            <Button
              variant="default"
              leftSection={<IconShoppingCart size={18} aria-hidden="true" />}
              onClick={cart.open}
            >
              View cart
            </Button>
            <ButtonLink to="/checkout">Checkout</ButtonLink>
          </Group>
        </div>
      )}
    </div>
  );
}
