import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TaxPlaceDto, TaxRateDto } from "@store/api/contracts";
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconPlus } from "@tabler/icons-react";
import { useId, useState } from "react";
import { RateLine } from "./RateLine";
import { CONFIRM_WARNING, dayText, levelText, percentText } from "./tax-words";

/** The place's warning: why its combined rate cannot be trusted yet. */
function needsWhat(place: TaxPlaceDto): string {
  const stateOnly = [...place.in_effect, ...place.scheduled].every((r) => r.level === "state");
  return stateOnly
    ? `Only the state's rate is set here: its county and city rates are missing. ${CONFIRM_WARNING}, then add them as dated rates.`
    : `A rate here has not been checked yet. ${CONFIRM_WARNING}.`;
}

/** One place: its combined rate today, each rate in effect and scheduled, and the history behind a disclosure. */
export function PlaceCard({
  place,
  onAddRate,
  onConfirm,
}: {
  place: TaxPlaceDto;
  onAddRate: (place: TaxPlaceDto) => void;
  onConfirm: (rate: TaxRateDto) => void;
}) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "sm", sm: "md" }}
      component="section"
      aria-labelledby={headingId}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="lg" id={headingId}>
            {place.name}
          </Title>
          <Group gap={6} mt={4}>
            {place.is_store && (
              <Badge variant="dot" color="blue" radius="sm">
                Store · pickups
              </Badge>
            )}
            {place.delivers && (
              <Badge variant="dot" color="gray" radius="sm">
                Delivers
              </Badge>
            )}
          </Group>
        </div>
        <div style={{ textAlign: "right" }}>
          <Text size="xs" c="dimmed" fw={600}>
            Combined today
          </Text>
          <Text
            fz={28}
            fw={700}
            lh={1.1}
            style={{ fontVariantNumeric: "tabular-nums" }}
            data-testid="combined-rate"
          >
            {percentText(place.combined_percent)}
          </Text>
        </div>
      </Group>

      {place.needs_confirmation && (
        <Alert
          mt="sm"
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          styles={{ message: { color: "var(--mantine-color-text)" } }}
        >
          {needsWhat(place)}
        </Alert>
      )}

      <Stack gap="sm" mt="md">
        {place.in_effect.length === 0 ? (
          <Text size="sm" c="dimmed">
            No rate in effect: orders here are not taxed. Add the state's rate.
          </Text>
        ) : (
          place.in_effect.map((rate) => <RateLine key={rate.id} rate={rate} onConfirm={onConfirm} />)
        )}
      </Stack>

      {place.scheduled.length > 0 && (
        <>
          <Divider my="sm" label="Scheduled" labelPosition="left" />
          <Stack gap="sm" data-testid="scheduled-rates">
            {place.scheduled.map((rate) => (
              <RateLine key={rate.id} rate={rate} onConfirm={onConfirm} />
            ))}
          </Stack>
        </>
      )}

      <Group justify="space-between" mt="md" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={
            historyOpen ? (
              <IconChevronDown size={16} aria-hidden="true" />
            ) : (
              <IconChevronRight size={16} aria-hidden="true" />
            )
          }
          aria-expanded={historyOpen}
          aria-controls={historyId}
          onClick={() => setHistoryOpen((o) => !o)}
        >
          Rate history
        </Button>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => onAddRate(place)}
          aria-label={`Add a dated rate for ${place.name}`}
        >
          Add a dated rate
        </Button>
      </Group>
      <div id={historyId} hidden={!historyOpen}>
        <Stack gap="md" mt="sm">
          {place.history.map((j) => (
            <div key={j.jurisdiction}>
              <Text size="sm" fw={700}>
                {j.jurisdiction} · {levelText[j.level] ?? j.level}
              </Text>
              <Stack gap={6} mt={4}>
                {j.rates.map((rate) => (
                  <div key={rate.id}>
                    <RateLine rate={rate} inHistory />
                    <Text size="xs" c="dimmed">
                      Added {dayText(rate.created_at.slice(0, 10))}
                      {rate.created_by ? ` by ${rate.created_by}` : " with the shop's starting data"}
                    </Text>
                  </div>
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      </div>
    </Paper>
  );
}
