import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TaxHolidayDto } from "@store/api/contracts";
import { IconPlus } from "@tabler/icons-react";
import { formatMoney } from "../shared/format";
import { dayText, levelText } from "./tax-words";

/** The tax holidays, newest first, and the button that adds one. */
export function HolidaysSection({ holidays, onAdd }: { holidays: TaxHolidayDto[]; onAdd: () => void }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "sm", sm: "md" }}
      component="section"
      aria-labelledby="tax-holidays"
    >
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="xl" id="tax-holidays">
          Tax holidays
        </Title>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={onAdd}
        >
          Add a holiday
        </Button>
      </Group>
      {holidays.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          No tax holidays yet.
        </Text>
      ) : (
        <Stack gap="sm" mt="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {holidays.map((h) => (
            <li key={h.id}>
              <Text size="sm" fw={600}>
                {h.name}
              </Text>
              <Text size="xs" c="dimmed">
                {dayText(h.starts_on)} to {dayText(h.ends_on)} · clothing up to {formatMoney(h.article_limit)}{" "}
                an article · free of {h.levels.map((l) => (levelText[l] ?? l).toLowerCase()).join(", ")} tax
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
