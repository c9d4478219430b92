import { Badge } from "@mantine/core";
import { type PoStatus, poStatusWords } from "./purchase-order-data";

/**
 * A purchase order's status with its coloured dot: the light tints' own text colours read under
 * 4.5:1 (orange 3.6:1, axe), so the words keep the page's text colour, as the order badges do.
 */
export function PoStatusBadge({ status, size = "md" }: { status: PoStatus; size?: "md" | "lg" }) {
  return (
    <Badge variant="dot" radius="sm" size={size} color={poStatusWords[status].color}>
      {poStatusWords[status].label}
    </Badge>
  );
}
