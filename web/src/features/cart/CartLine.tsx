import { ActionIcon, Group, Image, Text } from "@mantine/core";
import { IconMinus, IconPlus, IconTrash } from "@tabler/icons-react";
import { formatPrice } from "../shop/format";
import classes from "./CartDrawer.module.css";
import { type CartItem, MAX_QUANTITY } from "./cart-state";
import { cart } from "./cart-store";

const PLACEHOLDER = "/images/designs/placeholder.svg";

/** One line of the cart: picture, name, unit price, quantity stepper (1-99), line total, remove. */
export function CartLine({ item }: { item: CartItem }) {
  const lineTotal = (Math.round(item.price * 100) * item.quantity) / 100;

  return (
    <li className={classes.line} aria-label={item.name}>
      <Image
        src={item.image_url}
        fallbackSrc={PLACEHOLDER}
        alt=""
        className={`${classes.thumb} studio-backdrop`}
      />
      <div>
        <Text fw={600} size="sm" lineClamp={2}>
          {item.name}
        </Text>
        <Text size="sm" c="dimmed">
          {formatPrice(item.price)} each
        </Text>
        <Group
          gap={6}
          mt={8}
          role="group"
          aria-label={`Quantity of ${item.name}`}
          className={classes.stepper}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            radius="xl"
            size="sm"
            aria-label={`Decrease quantity of ${item.name}`}
            disabled={item.quantity <= 1}
            onClick={() => cart.setQuantity(item.id, item.quantity - 1)}
          >
            <IconMinus size={14} aria-hidden="true" />
          </ActionIcon>
          <span className={classes.quantity} aria-live="polite">
            {item.quantity}
          </span>
          <ActionIcon
            variant="subtle"
            color="gray"
            radius="xl"
            size="sm"
            aria-label={`Increase quantity of ${item.name}`}
            disabled={item.quantity >= MAX_QUANTITY}
            onClick={() => cart.setQuantity(item.id, item.quantity + 1)}
          >
            <IconPlus size={14} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </div>
      <div style={{ textAlign: "right" }}>
        <Text fw={700} size="sm">
          {formatPrice(lineTotal)}
        </Text>
        <ActionIcon
          mt={6}
          variant="subtle"
          color="red"
          aria-label={`Remove ${item.name} from cart`}
          onClick={() => cart.remove(item.id)}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </div>
    </li>
  );
}
