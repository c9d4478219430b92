import { ActionIcon, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { formatPrice } from "../shop/format";
import { printedWords } from "./PrintFields";
import { cartTotal, type TeamCart, unitPriceOf } from "./team-cart";
import type { FamilyStore } from "./team-store-types";

/** The team cart: each line with what prints on it, the server's message beside the line it names. */
export function TeamCartCard({
  store,
  cart,
  lineErrors,
}: {
  store: FamilyStore;
  cart: TeamCart;
  lineErrors: Record<string, string>;
}) {
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="team-cart-heading">
      <Title order={2} size="h3" id="team-cart-heading" mb="sm">
        Team Cart
      </Title>
      {cart.lines.length === 0 ? (
        <Text c="dimmed">Your team cart is empty. Add the player pack or items above.</Text>
      ) : (
        <Stack gap="sm">
          {cart.lines.map((line, index) => {
            const item = store.items.find((i) => i.id === line.item_id);
            if (!item) return null;
            const printed = printedWords(line.name, line.number);
            const errors = ["item_id", "size", "name", "number"]
              .map((field) => lineErrors[`lines.${index}.${field}`])
              .filter(Boolean);
            return (
              <div key={line.key} data-testid="team-cart-line">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{item.product_name}</Text>
                    <Text size="sm">
                      {[line.size, printed && `prints ${printed}`].filter(Boolean).join(" · ") || "One size"}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {line.quantity} × {formatPrice(unitPriceOf(item, line))}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => cart.remove(line.key)}
                    aria-label={`Remove ${item.product_name}${printed ? ` ${printed}` : ""}`}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
                {errors.map((message) => (
                  <Text key={message} c="red" size="sm" role="alert">
                    {message}
                  </Text>
                ))}
              </div>
            );
          })}
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700}>{formatPrice(cartTotal(cart.lines, store.items))}</Text>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
