import { Button, Text, ThemeIcon } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/**
 * An empty cart, in the cart panel and at checkout: the bag, the words, what to do next (`hint`)
 * and the way back to the shop. `children` stand between the words and the button.
 */
export function EmptyCartNotice({
  hint,
  onShop,
  children,
}: {
  hint: string;
  /** Runs as the visitor heads to the shop (the panel closes itself). */
  onShop?: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconShoppingBag size={32} aria-hidden="true" />
      </ThemeIcon>
      <Text fw={700} size="lg">
        Your cart is empty
      </Text>
      <Text c="dimmed" size="sm">
        {hint}
      </Text>
      {children}
      <Button component={Link} to="/shop" onClick={onShop} mt="xs">
        Continue Shopping
      </Button>
    </>
  );
}
