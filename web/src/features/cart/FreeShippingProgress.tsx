import { Progress, Text } from "@mantine/core";
import { IconTruck } from "@tabler/icons-react";
import { formatPrice } from "../shop/format";
import { FREE_SHIPPING_THRESHOLD } from "./cart-state";

/** How far the cart is from free shipping (spec §9: over $100), as a bar and a sentence. */
export function FreeShippingProgress({ subtotal, remaining }: { subtotal: number; remaining: number }) {
  const percent = Math.min(100, Math.round((subtotal / FREE_SHIPPING_THRESHOLD) * 100));
  const unlocked = remaining <= 0;

  return (
    <div>
      <Text size="sm" fw={600} mb={6} style={{ display: "flex", alignItems: "center", gap: 6 }}>
        <IconTruck size={18} aria-hidden="true" />
        {unlocked
          ? "You've unlocked free shipping!"
          : `You're ${formatPrice(remaining)} away from free shipping!`}
      </Text>
      <Progress
        value={percent}
        color={unlocked ? "green.8" : "gold.6"}
        size="md"
        radius="xl"
        aria-label="Progress toward free shipping"
      />
    </div>
  );
}
