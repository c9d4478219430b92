import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { TeamStoreDto } from "@store/api/contracts";
import { quoteReference } from "@store/db/catalogue";
import { IconSettings } from "@tabler/icons-react";
import { AnchorLink } from "../../../product/AnchorLink";
import { centralInWords } from "../central-time";
import type { LifecycleStep } from "../lifecycle";
import { lifecycleSteps } from "../lifecycle";
import { TeamStoreStatusBadge } from "../store-labels";

// Red that reads at 4.5:1 on the page in both schemes.
const URGENT = "light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))";
const dimmed = { color: "light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))" };

/** The team, where the store stands and when it opens and closes, and the moves that apply now. */
export function StoreHeader({
  store,
  pendingStep,
  onStep,
  onEditSettings,
  lateOrders,
}: {
  store: TeamStoreDto;
  lateOrders: boolean;
  pendingStep: LifecycleStep["action"] | null;
  onStep: (step: LifecycleStep) => void;
  onEditSettings: () => void;
}) {
  const steps = lifecycleSteps(store.status, store.batch_one_frozen_at !== null, lateOrders);
  return (
    <Stack gap="sm" mb="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {store.team_name}
          </Title>
          <Group gap="xs" mt={6}>
            <TeamStoreStatusBadge status={store.status} size="lg" />
            <Text size="sm" style={dimmed}>
              {store.sport} · opens {centralInWords(store.opens_at)} · closes{" "}
              {centralInWords(store.closes_at)}
            </Text>
          </Group>
          {store.quote_id && store.quote_number !== null && (
            <Text size="sm" mt={4}>
              From{" "}
              <AnchorLink to="/admin/quotes/$id" params={{ id: store.quote_id }} fw={600}>
                quote {quoteReference(store.quote_number)}
              </AnchorLink>
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden="true" />}
            onClick={onEditSettings}
          >
            Edit settings
          </Button>
          {steps.map((step) => (
            <Button
              key={step.action}
              color={step.action === "cancel" ? undefined : step.color}
              variant={step.action === "cancel" ? "default" : "filled"}
              style={step.action === "cancel" ? { color: URGENT } : undefined}
              loading={pendingStep === step.action}
              onClick={() => onStep(step)}
            >
              {step.label}
            </Button>
          ))}
        </Group>
      </Group>
    </Stack>
  );
}
