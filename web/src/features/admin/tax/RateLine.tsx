import { Badge, Button, Group, Text } from "@mantine/core";
import type { TaxRateDto } from "@store/api/contracts";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { CONFIRM_WARNING, dayText, levelText, percentText } from "./tax-words";

/** Who checked a rate, or the yellow warning to check it, with the button that records it. */
export function Confirmation({
  rate,
  onConfirm,
}: {
  rate: TaxRateDto;
  onConfirm?: (rate: TaxRateDto) => void;
}) {
  if (rate.confirmed_by)
    return (
      <Group gap={4} wrap="nowrap" align="flex-start">
        <IconCircleCheck size={16} aria-hidden="true" style={{ flex: "none", marginTop: 2 }} />
        <Text size="xs" c="dimmed">
          Confirmed by {rate.confirmed_by}
          {rate.confirmed_on ? ` on ${dayText(rate.confirmed_on)}` : ""}
        </Text>
      </Group>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Badge
        color="yellow"
        variant="light"
        radius="sm"
        leftSection={<IconAlertTriangle size={14} aria-hidden="true" />}
        styles={{
          root: { height: "auto", whiteSpace: "normal" },
          label: {
            color: "var(--mantine-color-text)",
            textTransform: "none",
            whiteSpace: "normal",
            fontWeight: 600,
          },
        }}
      >
        {CONFIRM_WARNING}
      </Badge>
      {onConfirm && (
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => onConfirm(rate)}
          aria-label={`Confirm ${rate.jurisdiction} ${percentText(rate.rate_percent)} from ${dayText(rate.effective_from)}`}
        >
          Confirm
        </Button>
      )}
    </Group>
  );
}

/**
 * One jurisdiction's rate: name and level, figure, its first day, where it comes from and who
 * checked it. In a jurisdiction's history the name is the heading above, so the line leads with the day.
 */
export function RateLine({
  rate,
  onConfirm,
  inHistory = false,
}: {
  rate: TaxRateDto;
  onConfirm?: (rate: TaxRateDto) => void;
  inHistory?: boolean;
}) {
  return (
    <div data-testid="tax-rate">
      <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} style={{ minWidth: 0 }}>
          {inHistory ? (
            `From ${dayText(rate.effective_from)}`
          ) : (
            <>
              {rate.jurisdiction}
              <Text span size="xs" c="dimmed" fw={400}>
                {" "}
                · {levelText[rate.level] ?? rate.level}
              </Text>
            </>
          )}
        </Text>
        <Text size="sm" fw={700} style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
          {percentText(rate.rate_percent)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {inHistory
          ? (rate.source ?? "No source given")
          : `From ${dayText(rate.effective_from)}${rate.source ? ` · ${rate.source}` : ""}`}
      </Text>
      <Confirmation rate={rate} onConfirm={onConfirm} />
    </div>
  );
}
