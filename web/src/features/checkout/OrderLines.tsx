import { Divider, Group, Image, Stack, Text } from "@mantine/core";
import { formatPrice } from "../shop/format";
import classes from "./checkout.module.css";

const PLACEHOLDER = "/images/designs/placeholder.svg";

export interface OrderLineView {
  key: string;
  name: string;
  size: string | null;
  quantity: number;
  unitPrice: number;
  imageUrl?: string | null;
}

export interface OrderLinesProps {
  lines: OrderLineView[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  fulfilment: "pickup" | "delivery";
}

/** The lines of an order or a cart with the totals under them; used by checkout and the order page. */
export function OrderLines({ lines, subtotal, deliveryFee, total, fulfilment }: OrderLinesProps) {
  return (
    <Stack gap="sm">
      <ul className={classes.lines} aria-label="Items">
        {lines.map((line) => (
          <li key={line.key} className={classes.line}>
            {line.imageUrl !== undefined && (
              <Image
                src={line.imageUrl}
                fallbackSrc={PLACEHOLDER}
                alt=""
                className={`${classes.thumb} studio-backdrop`}
              />
            )}
            <div className={classes.lineText}>
              <Text fw={600} size="sm" lineClamp={2}>
                {line.name}
              </Text>
              <Text size="xs" c="dimmed">
                {line.size ? `Size: ${line.size} · ` : ""}
                Qty {line.quantity} × {formatPrice(line.unitPrice)}
              </Text>
            </div>
            <Text fw={600} size="sm" className={classes.lineTotal}>
              {formatPrice((Math.round(line.unitPrice * 100) * line.quantity) / 100)}
            </Text>
          </li>
        ))}
      </ul>
      <Divider />
      <Group justify="space-between">
        <Text size="sm">Subtotal</Text>
        <Text size="sm" fw={600}>
          {formatPrice(subtotal)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{fulfilment === "delivery" ? "Delivery" : "Store pickup"}</Text>
        <Text size="sm" fw={600}>
          {deliveryFee === 0 ? "Free" : formatPrice(deliveryFee)}
        </Text>
      </Group>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={800} size="lg" data-testid="order-total">
          {formatPrice(total)}
        </Text>
      </Group>
    </Stack>
  );
}
