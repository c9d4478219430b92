import { Text } from "@mantine/core";
import { orderPickupReadiness, type PickupOrderRecord, pickupWhenWords } from "@store/db/catalogue";

/**
 * A pickup order's "when" in one bold line for the top of its page (on a phone the Pickup card is
 * a long scroll away): "Ready from 9:00 AM on Tuesday, December 1", "Ready now", or nothing once
 * it is picked up or cancelled.
 */
export function PickupWhen({ order }: { order: PickupOrderRecord }) {
  const when = pickupWhenWords(orderPickupReadiness(order));
  if (!when) return null;
  return (
    <Text mt={4} fw={700} data-testid="pickup-when">
      {when}
    </Text>
  );
}
