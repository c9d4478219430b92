import type { OrderPageOrder } from "../orders/page/order-page-data";
import { ExemptionPanel } from "./ExemptionPanel";
import { useExemptionApplying, useOrderExemptions } from "./exemption-data";

const settled = ["shipped", "delivered", "cancelled"];

/** The order page's exemption: a family's team-store order cannot take one (the rule says why). */
export function OrderExemption({
  order,
}: {
  order: Pick<OrderPageOrder, "id" | "status" | "exemption" | "team_store">;
}) {
  const choices = useOrderExemptions(order.id);
  const { applyToOrder, removeFromOrder } = useExemptionApplying();
  return (
    <ExemptionPanel
      what="order"
      applied={order.exemption}
      familyOrder={order.team_store !== null}
      {...(settled.includes(order.status) && {
        closed: "The order is settled: its sales tax stays as charged.",
      })}
      choices={choices}
      apply={(values) => applyToOrder.mutateAsync({ id: order.id, ...values })}
      remove={(reason) => removeFromOrder.mutateAsync({ id: order.id, reason })}
    />
  );
}
