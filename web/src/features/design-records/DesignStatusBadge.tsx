import { Badge } from "@mantine/core";
import { type DesignStatus, designStatusWords } from "@store/db/catalogue";
import type { CSSProperties } from "react";
import { designStatusColor } from "./design-status";

/** A quote's or artwork request's status in words, with a coloured dot (light tints fail contrast). */
export function DesignStatusBadge({
  status,
  size = "md",
  style,
}: {
  status: DesignStatus;
  size?: "sm" | "md" | "lg";
  style?: CSSProperties;
}) {
  return (
    <Badge
      color={designStatusColor[status]}
      variant="dot"
      size={size}
      radius="sm"
      // A status is read in full: the table gives the column room rather than cutting the word.
      style={{ flexShrink: 0, maxWidth: "none", ...style }}
      styles={{ label: { overflow: "visible", textOverflow: "clip" } }}
    >
      {designStatusWords[status]}
    </Badge>
  );
}
