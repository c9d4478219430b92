import { ActionIcon, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { formatPrice } from "../shop/format";
import { TEAM_CART_ID } from "./go-to-team-cart";
import { printedWords } from "./PrintFields";
import { cartTotal, type TeamCart, type TeamCartLine, unitPriceOf } from "./team-cart";
import type { FamilyItem, FamilyStore } from "./team-store-types";

// A line's editor (its quantity and print fields) comes when a line is first edited.
const CartLineEditor = lazy(() => import("./CartLineEditor").then((m) => ({ default: m.CartLineEditor })));

const LINE_FIELDS = ["item_id", "size", "name", "number"] as const;

/**
 * The team cart: each line with what prints on it, editable and removable, with what to fix beside
 * the line it concerns (the page's own check or the server's answer, by "lines.N.field").
 */
export function TeamCartCard({
  store,
  cart,
  lineErrors,
}: {
  store: FamilyStore;
  cart: TeamCart;
  lineErrors: Record<string, string>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Card
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="team-cart-heading"
      id={TEAM_CART_ID}
    >
      <Title order={2} size="h3" id="team-cart-heading" mb="sm" tabIndex={-1}>
        Team Cart
      </Title>
      {cart.lines.length === 0 ? (
        <Text c="dimmed">Your team cart is empty. Add the player pack or items above.</Text>
      ) : (
        <Stack gap="sm">
          {cart.lines.map((line, index) => {
            const item = store.items.find((i) => i.id === line.item_id);
            if (!item) return null;
            const errors = LINE_FIELDS.map((field) => lineErrors[`lines.${index}.${field}`]).filter(
              (message): message is string => Boolean(message),
            );
            return (
              <CartLineRow
                key={line.key}
                line={line}
                item={item}
                errors={[...new Set(errors)]}
                editing={editing === line.key}
                onEdit={() => setEditing(editing === line.key ? null : line.key)}
                onRemove={() => cart.remove(line.key)}
              >
                <Suspense fallback={null}>
                  <CartLineEditor
                    line={line}
                    item={item}
                    numbers={store.number_rules}
                    onSave={(draft) => {
                      cart.update(line.key, draft);
                      setEditing(null);
                    }}
                    onCancel={() => setEditing(null)}
                  />
                </Suspense>
              </CartLineRow>
            );
          })}
          <Group justify="space-between">
            <Text fw={700}>Subtotal</Text>
            <Text fw={700}>{formatPrice(cartTotal(cart.lines, store.items))}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            Plus sales tax, shown on your order: Alabama taxes clothing bought for a player's own use, even
            through a team or school.
          </Text>
        </Stack>
      )}
    </Card>
  );
}

/** One line: what it is and prints, its price, Edit and Remove, its problems, and its editor when open. */
function CartLineRow({
  line,
  item,
  errors,
  editing,
  onEdit,
  onRemove,
  children,
}: {
  line: TeamCartLine;
  item: FamilyItem;
  errors: readonly string[];
  editing: boolean;
  onEdit: () => void;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  const printed = printedWords(line.name, line.number);
  const named = `${item.product_name}${printed ? ` ${printed}` : ""}`;
  return (
    <div data-testid="team-cart-line">
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
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={onEdit}
            aria-expanded={editing}
            aria-label={`Edit ${named}`}
          >
            Edit
          </Button>
          <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${named}`}>
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      {errors.map((message) => (
        <Text key={message} c="var(--mantine-color-error)" size="sm">
          {message}
        </Text>
      ))}
      {editing && children}
    </div>
  );
}
