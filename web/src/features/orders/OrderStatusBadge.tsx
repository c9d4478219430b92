import { Badge } from "@mantine/core";
import { statusColor, statusLabel, type TrackedOrder } from "./order-status";

/**
 * An order's status in the customer's words, with its coloured dot: the light tints' own text
 * colours read 3.6-3.8:1 (orange, green; axe), so the words keep the page's text colour. A team
 * order's words are long ("Being prepared with the Eagles 12U order"): they wrap, never cut.
 */
export function OrderStatusBadge({
  status,
  fulfilment,
  team,
  size = "md",
  testId,
}: {
  status: TrackedOrder["status"];
  fulfilment: TrackedOrder["fulfilment"];
  team?: { team_name: string } | null;
  size?: "md" | "lg";
  testId?: string;
}) {
  return (
    <Badge
      variant="dot"
      color={statusColor[status]}
      size={size}
      radius="sm"
      h="auto"
      mih={size === "lg" ? 26 : 20}
      maw="100%"
      styles={{ label: { whiteSpace: "normal", overflow: "visible", textOverflow: "clip" } }}
      data-testid={testId}
    >
      {statusLabel(status, fulfilment, team)}
    </Badge>
  );
}
