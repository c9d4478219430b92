import { Paper, Text } from "@mantine/core";
import { pickupReadiness } from "@store/db/catalogue";
import { PickupFacts } from "../pickup/PickupFacts";

/**
 * Where and when a pickup order placed now can be collected, under the pickup choice. The shop
 * sells from stock, so the day follows the rule for in-stock orders (decision 054); the page is
 * drawn in the browser only, so "now" is the shopper's moment.
 */
export function PickupAtCheckout() {
  const readiness = pickupReadiness({ status: "pending", placedAt: new Date(), madeToOrder: false });
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-labelledby="pickup-facts-heading">
      <Text component="h2" id="pickup-facts-heading" fw={700} mb="sm">
        Where and when to pick up
      </Text>
      <PickupFacts readiness={readiness} />
    </Paper>
  );
}
