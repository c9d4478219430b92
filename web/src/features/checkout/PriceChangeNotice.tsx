import { Alert, Button, List, Text } from "@mantine/core";
import { IconCheck, IconTag } from "@tabler/icons-react";
import type { Ref } from "react";
import { formatPrice } from "../shop/format";
import type { PriceChange } from "./price-changes";

/**
 * Beside Place Order: the store changed these prices since they went into the cart; the order is
 * placed only once the shopper accepts them. `insisted`: Place Order was pressed before accepting.
 */
export function PriceChangeNotice({
  changes,
  insisted,
  onAccept,
  ref,
}: {
  changes: readonly PriceChange[];
  insisted: boolean;
  onAccept: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const one = changes.length === 1;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="gold"
      role="region"
      aria-label={one ? "A price has changed" : "Prices have changed"}
      title={one ? "A price has changed" : "Prices have changed"}
      icon={<IconTag size={20} aria-hidden="true" />}
      data-testid="price-changes"
      // The gold title alone is too pale to read on its tint: the text colour, as the quote's notice.
      styles={{ title: { color: "var(--mantine-color-text)" } }}
    >
      <Text size="sm">
        The store changed {one ? "this price" : "these prices"} since you added {one ? "it" : "them"} to your
        cart:
      </Text>
      <List size="sm" mt={4} spacing={2}>
        {changes.map((c) => (
          <List.Item key={c.key}>
            {c.name}
            {c.size ? ` (${c.size})` : ""}: now <strong>{formatPrice(c.now)}</strong>, was{" "}
            <s>{formatPrice(c.was)}</s>
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs" fw={insisted ? 700 : undefined} role={insisted ? "alert" : undefined}>
        {insisted
          ? `Accept the new ${one ? "price" : "prices"} to place your order.`
          : `Your order is placed at the new ${one ? "price" : "prices"} only once you accept ${one ? "it" : "them"}.`}
      </Text>
      <Button mt="sm" leftSection={<IconCheck size={16} aria-hidden="true" />} onClick={onAccept}>
        Accept New {one ? "Price" : "Prices"}
      </Button>
    </Alert>
  );
}
