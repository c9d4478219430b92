import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { CalendarSettings } from "@store/api/contracts";
import { type DecorationProcess, decorationProcessLabels } from "@store/db/catalogue";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { ErrorBox } from "../shared/ErrorBox";
import { notifyFailure } from "../shared/feedback";
import { useCalendarSettings, useProductionChanges } from "./jobs-data";
import { formatDay, weekdayNames } from "./production-words";

// The calendar's settings: the weekdays the shop decorates, each process's daily capacity (pieces;
// stitches for embroidery) and the blackout days. Those without production.schedule only read them.

export function SettingsTab({ mayChange }: { mayChange: boolean }) {
  const settings = useCalendarSettings();
  if (settings.isError)
    return (
      <ErrorBox
        message={describeFailure("Error fetching the calendar", settings.error)}
        retryLabel="Try Again"
        onRetry={() => void settings.refetch()}
      />
    );
  if (!settings.data)
    return <Skeleton h={240} radius="lg" aria-busy="true" aria-label="Loading the calendar" />;
  return (
    <Stack gap="lg">
      <WeekAndCapacity settings={settings.data} mayChange={mayChange} />
      <Blackouts settings={settings.data} mayChange={mayChange} />
    </Stack>
  );
}

function WeekAndCapacity({ settings, mayChange }: { settings: CalendarSettings; mayChange: boolean }) {
  const { updateSettings } = useProductionChanges();
  const [weekdays, setWeekdays] = useState(settings.weekdays.map(String));
  const [capacities, setCapacities] = useState(() =>
    Object.fromEntries(settings.capacities.map((c) => [c.process, c.daily_capacity])),
  );
  useEffect(() => {
    setWeekdays(settings.weekdays.map(String));
    setCapacities(Object.fromEntries(settings.capacities.map((c) => [c.process, c.daily_capacity])));
  }, [settings]);
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          updateSettings.mutate(
            {
              weekdays: weekdays.map(Number),
              capacities: capacities as Partial<Record<DecorationProcess, number>>,
            },
            { onError: (err) => notifyFailure(describeFailure("The calendar was not saved", err)) },
          );
        }}
      >
        <Stack gap="md">
          <Checkbox.Group
            label="Production days"
            description="The weekdays the shop decorates."
            value={weekdays}
            onChange={setWeekdays}
            readOnly={!mayChange}
          >
            <Group gap="md" mt="xs">
              {[1, 2, 3, 4, 5, 6, 0].map((d) => (
                <Checkbox key={d} value={String(d)} label={weekdayNames[d]} disabled={!mayChange} />
              ))}
            </Group>
          </Checkbox.Group>
          <Title order={3} fz="md">
            Daily capacity
          </Title>
          <Group gap="md" align="flex-end" wrap="wrap">
            {settings.capacities.map((c) => (
              <NumberInput
                key={c.process}
                label={`${decorationProcessLabels[c.process]} (${c.unit} a day)`}
                min={1}
                step={c.unit === "stitches" ? 1000 : 10}
                thousandSeparator=","
                allowDecimal={false}
                value={capacities[c.process]}
                onChange={(v) =>
                  setCapacities({ ...capacities, [c.process]: typeof v === "number" ? v : Number(v) })
                }
                readOnly={!mayChange}
                w={220}
              />
            ))}
          </Group>
          {mayChange && (
            <Group>
              <Button type="submit" loading={updateSettings.isPending} disabled={weekdays.length === 0}>
                Save the calendar
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function Blackouts({ settings, mayChange }: { settings: CalendarSettings; mayChange: boolean }) {
  const { addBlackout, removeBlackout } = useProductionChanges();
  const [day, setDay] = useState("");
  const [reason, setReason] = useState("");
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={3} fz="md">
          Blackout days
        </Title>
        {settings.blackouts.length === 0 ? (
          <Text size="sm">No blackout days ahead.</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Why</Table.Th>
                {mayChange && <Table.Th w={60}>Remove</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.blackouts.map((b) => (
                <Table.Tr key={b.day}>
                  <Table.Td>{formatDay(b.day)}</Table.Td>
                  <Table.Td>{b.reason}</Table.Td>
                  {mayChange && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove the blackout on ${formatDay(b.day)}`}
                        loading={removeBlackout.isPending && removeBlackout.variables?.day === b.day}
                        onClick={() =>
                          removeBlackout.mutate(
                            { day: b.day },
                            {
                              onError: (e) =>
                                notifyFailure(describeFailure("The blackout was not removed", e)),
                            },
                          )
                        }
                      >
                        <IconTrash size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {mayChange && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              addBlackout.mutate(
                { day, reason },
                {
                  onSuccess: () => {
                    setDay("");
                    setReason("");
                  },
                  onError: (err) => notifyFailure(describeFailure("The blackout was not added", err)),
                },
              );
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                type="date"
                label="Day"
                required
                value={day}
                onChange={(e) => setDay(e.currentTarget.value)}
              />
              <TextInput
                label="Why"
                placeholder="Holiday, trade show"
                required
                maxLength={200}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
              <Button
                type="submit"
                loading={addBlackout.isPending}
                disabled={!day || reason.trim().length < 2}
              >
                Add blackout day
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
