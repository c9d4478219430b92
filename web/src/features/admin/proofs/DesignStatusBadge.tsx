import { Badge } from "@mantine/core";
import { type DesignStatus, designStatusWords } from "@store/db/catalogue";
import { designStatusColor } from "./design-status";

/** A quote's or artwork request's status in words, with a coloured dot (light tints fail contrast). */
export function DesignStatusBadge({
  status,
  size = "md",
}: {
  status: DesignStatus;
  size?: "sm" | "md" | "lg";
}) {
  return (
    <Badge color={designStatusColor[status]} variant="dot" size={size} radius="sm">
      {designStatusWords[status]}
    </Badge>
  );
}
