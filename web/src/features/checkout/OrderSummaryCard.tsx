import { Card, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./checkout.module.css";
import { OrderLines, type OrderLinesProps } from "./OrderLines";

/**
 * What is ordered and what it costs, in its own titled card beside the checkout form or the order's
 * details (above them on a phone). `children` follow the totals.
 */
export function OrderSummaryCard({
  headingId,
  title,
  children,
  ...order
}: OrderLinesProps & { headingId: string; title: string; children?: ReactNode }) {
  return (
    <Card
      withBorder
      radius="lg"
      p="lg"
      className={classes.summary}
      component="aside"
      aria-labelledby={headingId}
    >
      <Title order={2} id={headingId} size="h4" mb="md">
        {title}
      </Title>
      <OrderLines {...order} />
      {children}
    </Card>
  );
}
