import { AnchorLink } from "../../product/AnchorLink";
import type { AuditEntry } from "./AuditList";
import { auditOrderNumber } from "./audit-record";

/** A link to the record an entry changed, where it has a page of its own (an order). */
export function AuditRecordLink({ entry }: { entry: AuditEntry }) {
  const number = auditOrderNumber(entry);
  if (number === undefined) return null;
  return (
    <AnchorLink to="/admin/orders/$number" params={{ number: String(number) }} size="sm" fw={700}>
      Open order #{number}
    </AnchorLink>
  );
}
