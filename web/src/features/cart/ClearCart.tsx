import { Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import type { CartState } from "./cart-state";
import { cart } from "./cart-store";

/** "Clear cart" asks once before it empties the cart: a slip of the thumb loses nothing. */
export function ClearCartButton({ count, onClear }: { count: number; onClear: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="subtle" color="red" size="xs" mt="sm" onClick={() => setAsking(true)}>
        Clear cart
      </Button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form field set.
    <div role="group" aria-label="Clear cart?">
      <Text size="sm" mt="sm" fw={600}>
        Remove all {count} {count === 1 ? "item" : "items"} from your cart?
      </Text>
      <Group gap="xs" mt={6}>
        <Button color="red.9" size="xs" onClick={onClear}>
          Yes, clear cart
        </Button>
        <Button variant="default" size="xs" onClick={() => setAsking(false)}>
          Keep items
        </Button>
      </Group>
    </div>
  );
}

/** After a clear, the empty cart offers the lines back. */
export function UndoClear({ items, onDone }: { items: CartState["items"]; onDone: () => void }) {
  return (
    <Group gap="xs" justify="center" role="status">
      <Text size="sm">Cart cleared.</Text>
      <Button
        variant="light"
        size="xs"
        onClick={() => {
          cart.restore(items);
          onDone();
        }}
      >
        Undo
      </Button>
    </Group>
  );
}
