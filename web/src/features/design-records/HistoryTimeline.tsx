import { Text, Timeline } from "@mantine/core";
import type { EventDto } from "@store/api/contracts";
import { IconUser, IconUserCircle } from "@tabler/icons-react";
import classes from "./design-records.module.css";
import { eventActor, eventTitle } from "./event-words";
import { formatWhen, type Voice } from "./voice";

/**
 * Who did what and when, oldest first, with any comment they left; staff also see who is who.
 * The portal's voice unless told otherwise: the customer's page asks for its own.
 */
export function HistoryTimeline({ events, voice = "staff" }: { events: readonly EventDto[]; voice?: Voice }) {
  const staff = voice === "staff";
  if (events.length === 0) {
    return (
      <Text size="sm" c={staff ? "dimmed" : undefined}>
        Nothing has happened yet.
      </Text>
    );
  }
  return (
    <Timeline
      active={events.length - 1}
      bulletSize={staff ? 24 : 16}
      lineWidth={2}
      aria-label={staff ? "History" : undefined}
    >
      {events.map((event, i) => (
        <Timeline.Item
          // Events have no id; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only
          key={i}
          bullet={staff ? <ActorIcon actor={event.actor} /> : undefined}
          title={
            staff ? (
              <Text size="sm" fw={700}>
                {eventTitle(event, voice)}
              </Text>
            ) : (
              eventTitle(event, voice)
            )
          }
        >
          <Text size="xs" c={staff ? undefined : "dimmed"} className={staff ? classes.meta : undefined}>
            {eventActor(event, voice)} · {formatWhen(event.at)}
          </Text>
          {event.message && (
            <Text size="sm" mt={4} className={classes.preWrap}>
              {event.message}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

const ActorIcon = ({ actor }: Pick<EventDto, "actor">) =>
  actor === "customer" ? (
    <IconUserCircle size={14} aria-hidden="true" />
  ) : (
    <IconUser size={14} aria-hidden="true" />
  );
