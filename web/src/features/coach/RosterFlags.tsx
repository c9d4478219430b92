import { List, Text } from "@mantine/core";
import type { CoachPage } from "@store/api/contracts";
import { PhoneOrEmail } from "../layout/PhoneOrEmail";
import { WarningAlert } from "../layout/WarningAlert";

/**
 * What on the roster families would be refused for (a number on two players, a number the store
 * does not print), told to the coach before families meet it, with who to tell the right ones.
 */
export function RosterFlags({ page }: { page: CoachPage }) {
  if (page.roster_flags.length === 0) return null;
  return (
    <WarningAlert radius="lg" title="Check the roster before families order" data-testid="coach-roster-flags">
      <List size="sm" spacing={4} mb="xs">
        {page.roster_flags.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text size="sm">
        Tell us the right numbers: call <PhoneOrEmail />.
      </Text>
    </WarningAlert>
  );
}
