import { Divider, Group, Image, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { formatPrice } from "../shop/format";
import classes from "./checkout.module.css";
import { creditAmount, groupOrderLines, lineAmount, type OrderLineView } from "./order-line-groups";

const PLACEHOLDER = "/images/designs/placeholder.svg";

export type { OrderLineView };

export interface OrderLinesProps {
  lines: OrderLineView[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  fulfilment: "pickup" | "delivery";
  /** Sales tax; absent while it cannot be known yet (a delivery place not chosen). */
  tax?: TaxShown | undefined;
}

/** Sales tax as an order or an estimate shows it. */
export interface TaxShown {
  amount: number;
  /** Where it is figured: the store's place for a pickup, the place delivered to. */
  place: string | null;
  /** Before the order is placed: the figure may still change (a rate, the cart). */
  estimated?: boolean;
  /** The exemption that makes it 0 ("School purchase order"), or null. */
  exemption?: string | null;
}

function TaxRow({ tax }: { tax: TaxShown | undefined }) {
  const label = tax?.place ? `Sales tax (${tax.place})` : "Sales tax";
  const value = !tax
    ? "Choose the delivery place"
    : tax.exemption
      ? `Exempt: ${tax.exemption}`
      : `${formatPrice(tax.amount)}${tax.estimated ? " (estimate)" : ""}`;
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="order-tax">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={tax ? 600 : 400} c={tax ? undefined : "dimmed"} className={classes.lineTotal}>
        {value}
      </Text>
    </Group>
  );
}

/** What a line costs each: the new price beside the old one when the store changed it since. */
function UnitPrice({ line }: { line: OrderLineView }) {
  const changed = line.previousUnitPrice !== undefined && line.previousUnitPrice !== line.unitPrice;
  if (!changed) return <>{formatPrice(line.unitPrice)}</>;
  return (
    <>
      <span className={classes.newPrice}>{formatPrice(line.unitPrice)}</span>{" "}
      <span className={classes.oldPrice}>
        (was <s>{formatPrice(line.previousUnitPrice ?? 0)}</s>)
      </span>
    </>
  );
}

/**
 * The lines of an order or a cart with the totals under them; used by checkout and the order page.
 * A package's contents are listed under "In the package" without prices, a credit as a credit.
 */
export function OrderLines({ lines, subtotal, deliveryFee, total, fulfilment, tax }: OrderLinesProps) {
  const { items, included, credits } = groupOrderLines(lines);
  const packageId = useId();
  return (
    <Stack gap="sm">
      <ul className={classes.lines} aria-label="Items">
        {items.map((line) => (
          <li key={line.key} className={classes.line} data-thumb={line.imageUrl !== undefined || undefined}>
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
                Qty {line.quantity} × <UnitPrice line={line} />
              </Text>
            </div>
            <Text fw={600} size="sm" className={classes.lineTotal}>
              {formatPrice(lineAmount(line))}
            </Text>
          </li>
        ))}
        {credits.map((line) => (
          <li key={line.key} className={classes.line} data-kind="credit">
            <div className={classes.lineText}>
              <Text fw={600} size="sm">
                Credit
              </Text>
              <Text size="xs" c="dimmed">
                {line.name}
              </Text>
            </div>
            <Text fw={600} size="sm" className={classes.lineTotal}>
              {creditAmount(line)}
            </Text>
          </li>
        ))}
      </ul>
      {included.length > 0 && (
        <div className={classes.package}>
          <Text size="sm" fw={600} id={packageId}>
            In the package
          </Text>
          <ul className={classes.included} aria-labelledby={packageId}>
            {included.map((line) => (
              <li key={line.key}>
                <Text size="xs" c="dimmed">
                  {line.quantity} × {line.name}
                  {line.size ? `, size ${line.size}` : ""}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">Subtotal</Text>
        <Text size="sm" fw={600} className={classes.lineTotal}>
          {formatPrice(subtotal)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{fulfilment === "delivery" ? "Delivery" : "Store pickup"}</Text>
        <Text size="sm" fw={600} className={classes.lineTotal}>
          {deliveryFee === 0 ? "Free" : formatPrice(deliveryFee)}
        </Text>
      </Group>
      <TaxRow tax={tax} />
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={800} size="lg" data-testid="order-total" className={classes.lineTotal}>
          {formatPrice(total)}
        </Text>
      </Group>
    </Stack>
  );
}
