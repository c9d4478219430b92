import { List, Text } from "@mantine/core";
import type { CoachPage } from "@store/api/contracts";
import { CoachCard } from "./CoachCard";
import { waitingWords } from "./coach-words";

/** Roster players with no order yet, and whether a reminder can reach their family. */
export function NotOrderedList({ page }: { page: CoachPage }) {
  return (
    <CoachCard headingId="waiting-heading" title={`Not ordered yet (${page.not_ordered.length})`}>
      <Text c="dimmed" size="sm" mb="sm">
        {waitingWords(page.not_ordered.length)}
      </Text>
      {page.not_ordered.length > 0 && (
        <List spacing={6} data-testid="coach-not-ordered">
          {page.not_ordered.map((player) => (
            <List.Item key={`${player.name}-${player.number ?? ""}`}>
              <Text span fw={600}>
                {player.name}
              </Text>
              {player.number && <Text span>{` #${player.number}`}</Text>}
              {!player.can_be_reminded && (
                <Text span size="sm" c="dimmed">
                  {" "}
                  · no e-mail on the roster
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </CoachCard>
  );
}
