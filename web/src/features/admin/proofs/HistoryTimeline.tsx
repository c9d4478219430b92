import { Text, Timeline } from "@mantine/core";
import type { EventDto } from "@store/api/schemas/proofs";
import { IconUser, IconUserCircle } from "@tabler/icons-react";
import { formatDateTime } from "../shared/format";
import { describeEvent } from "./design-status";

/** Who did what and when, oldest first, with any comment they left. */
export function HistoryTimeline({ events }: { events: readonly EventDto[] }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened yet.
      </Text>
    );
  }
  return (
    <Timeline active={events.length - 1} bulletSize={24} lineWidth={2} aria-label="History">
      {events.map((event, i) => (
        <Timeline.Item
          // Events have no id; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only
          key={i}
          bullet={
            event.actor === "customer" ? (
              <IconUserCircle size={14} aria-hidden="true" />
            ) : (
              <IconUser size={14} aria-hidden="true" />
            )
          }
          title={
            <Text size="sm" fw={700}>
              {describeEvent(event)}
            </Text>
          }
        >
          <Text
            size="xs"
            style={{ color: "light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))" }}
          >
            {event.actor === "customer" ? "Customer" : "Staff"} · {event.actor_name} ·{" "}
            {formatDateTime(event.at)}
          </Text>
          {event.message && (
            <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {event.message}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
