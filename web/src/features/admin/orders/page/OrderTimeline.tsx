import { Stack, Text, Timeline } from "@mantine/core";
import type { OrderFulfilment } from "@store/db/catalogue";
import {
  type Icon,
  IconAlertTriangle,
  IconArrowBackUp,
  IconCash,
  IconClockX,
  IconExchange,
  IconMail,
  IconNote,
  IconPencil,
  IconReceiptRefund,
  IconSend,
  IconShieldCheck,
  IconShoppingBag,
} from "@tabler/icons-react";
import { changedFields } from "../../audit/audit-changes";
import { formatDateTime } from "../../shared/format";
import classes from "./OrderPage.module.css";
import type { TimelineEntry } from "./order-page-data";
import { timelineWords } from "./timeline-words";

const icons: Record<TimelineEntry["kind"], Icon> = {
  placed: IconShoppingBag,
  status: IconExchange,
  note: IconNote,
  payment: IconCash,
  payment_reversed: IconArrowBackUp,
  refund: IconReceiptRefund,
  payment_held: IconAlertTriangle,
  payment_expired: IconClockX,
  payment_requested: IconSend,
  edited: IconPencil,
  email: IconMail,
  approval: IconShieldCheck,
};

/** Everything that happened to the order and every e-mail about it, newest first, with who and when. */
export function OrderTimeline({
  entries,
  fulfilment,
}: {
  entries: readonly TimelineEntry[];
  /** Pickup or delivery: status changes read in its words. */
  fulfilment: OrderFulfilment;
}) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={26} lineWidth={2} aria-label="Timeline" active={-1}>
      {entries.map((entry) => {
        const words = timelineWords(entry, fulfilment);
        const EntryIcon = icons[entry.kind];
        return (
          <Timeline.Item
            key={entry.id}
            bullet={<EntryIcon size={14} aria-hidden="true" />}
            title={
              <Text size="sm" fw={700} className={classes.wrap}>
                {words.title}
              </Text>
            }
            data-kind={entry.kind}
          >
            <Text size="xs" className={classes.meta}>
              {entry.actor} · {formatDateTime(entry.at)}
            </Text>
            {words.body && (
              <Text size="sm" mt={4} className={entry.kind === "note" ? classes.note : classes.wrap}>
                {words.body}
              </Text>
            )}
            {entry.kind === "edited" && <EditChanges details={entry.details} />}
            {words.state && (
              <Text size="xs" mt={2} className={classes.meta}>
                {words.state}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** An edit's changes in words ("Adult M → Adult L on Home Jersey"), else field by field. */
function EditChanges({ details }: { details: Record<string, unknown> }) {
  const summary = Array.isArray(details.summary) ? details.summary.filter((l) => typeof l === "string") : [];
  if (summary.length > 0) {
    return (
      <Stack gap={2} mt={4}>
        {summary.map((line) => (
          <Text key={line} size="sm" className={classes.wrap}>
            {line}
          </Text>
        ))}
      </Stack>
    );
  }
  const changes = changedFields(details.before, details.after);
  if (changes.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {changes.map((change) => (
        <Text key={change.field} size="xs" className={classes.wrap}>
          <strong>{change.field}</strong>: {change.before ?? "—"} → {change.after ?? "—"}
        </Text>
      ))}
    </Stack>
  );
}
