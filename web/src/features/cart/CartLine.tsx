import { ActionIcon, Group, Image, Text } from "@mantine/core";
import { type Icon, IconMinus, IconPlus, IconTrash } from "@tabler/icons-react";
import { formatPrice } from "../shop/format";
import classes from "./CartDrawer.module.css";
import { type CartItem, lineKey, MAX_QUANTITY } from "./cart-state";
import { cart } from "./cart-store";

const PLACEHOLDER = "/images/designs/placeholder.svg";

/** One line of the cart: picture, name, unit price, quantity stepper (1-99), line total, remove. */
export function CartLine({ item }: { item: CartItem }) {
  const lineTotal = (Math.round(item.price * 100) * item.quantity) / 100;
  const key = lineKey(item);
  // "Team Hoodie, Adult M": two sizes of one product are told apart by their labels too.
  const label = item.size ? `${item.name}, ${item.size}` : item.name;

  return (
    <li className={classes.line} aria-label={label}>
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
        {item.size && (
          <Text size="sm" data-testid="cart-line-size">
            Size: {item.size}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {formatPrice(item.price)} each
        </Text>
        <Group gap={6} mt={8} role="group" aria-label={`Quantity of ${label}`} className={classes.stepper}>
          <StepButton
            icon={IconMinus}
            label={`Decrease quantity of ${label}`}
            disabled={item.quantity <= 1}
            onClick={() => cart.setQuantity(key, item.quantity - 1)}
          />
          <span className={classes.quantity} aria-live="polite">
            {item.quantity}
          </span>
          <StepButton
            icon={IconPlus}
            label={`Increase quantity of ${label}`}
            disabled={item.quantity >= MAX_QUANTITY}
            onClick={() => cart.setQuantity(key, item.quantity + 1)}
          />
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
          aria-label={`Remove ${label} from cart`}
          onClick={() => cart.remove(key)}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </div>
    </li>
  );
}

interface StepButtonProps {
  icon: Icon;
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/** One side of the quantity stepper: a round minus or plus. */
function StepButton({ icon: StepIcon, label, disabled, onClick }: StepButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      radius="xl"
      size="sm"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <StepIcon size={14} aria-hidden="true" />
    </ActionIcon>
  );
}
