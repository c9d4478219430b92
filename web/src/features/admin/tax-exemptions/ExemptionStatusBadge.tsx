import { Badge } from "@mantine/core";
import type { ExemptionDto } from "@store/api/contracts";

const colors: Record<ExemptionDto["status"], string> = {
  verified: "teal",
  "awaiting check": "yellow",
  expired: "red",
};

/** Where an exemption stands: only a verified one can be applied. */
export function ExemptionStatusBadge({ status }: { status: ExemptionDto["status"] }) {
  return (
    <Badge variant="dot" color={colors[status]} size="sm">
      {status === "verified" ? "Verified" : status === "expired" ? "Expired" : "Awaiting check"}
    </Badge>
  );
}
