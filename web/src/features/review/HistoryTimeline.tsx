import { Card, Text, Timeline, Title } from "@mantine/core";
import type { EventDto } from "@store/api/schemas/proofs";
import classes from "./review.module.css";
import { eventActor, eventTitle } from "./review-words";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Who did what and when, oldest first, with the comments that came with each step. */
export function HistoryTimeline({ history }: { history: EventDto[] }) {
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="history-heading">
      <Title order={2} size="h4" id="history-heading" mb="md">
        History
      </Title>
      {history.length === 0 ? (
        <Text size="sm">Nothing has happened yet.</Text>
      ) : (
        <Timeline active={history.length - 1} bulletSize={16} lineWidth={2}>
          {history.map((event, index) => (
            // Steps have no id of their own; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only and read in order.
            <Timeline.Item key={index} title={eventTitle(event)}>
              <Text size="xs" c="dimmed">
                {eventActor(event)} · {when.format(new Date(event.at))}
              </Text>
              {event.message && (
                <Text size="sm" mt={4} className={classes.preWrap}>
                  {event.message}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
