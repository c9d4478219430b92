import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconClock, IconPackage } from "@tabler/icons-react";
import { Suspense } from "react";
import { drawnOnDemand } from "../../lib/drawn-on-demand";
import { Countdown } from "./Countdown";
import { HandoutFacts } from "./HandoutFacts";
import { StorePicture } from "./StorePicture";
import type { FamilyStore } from "./team-store-types";

/** Why ordering is not open: only a store with a notice loads it; the route's loader preloads it. */
export const storeNotice = drawnOnDemand(() => import("./StoreNotice").then((m) => m.StoreNotice));
const StoreNotice = storeNotice.Component;

/**
 * A list item's icon sits in a <span>: the icon is drawn as a round span (Mantine's ThemeIcon draws
 * a <div>, and writes its `radius` prop onto the element, so the round corner is a style instead).
 */
const roundIcon = {
  component: "span",
  variant: "light",
  size: "md",
  style: { borderRadius: "var(--mantine-radius-xl)" },
} as const;

/** The team, its message, when the store closes (with a countdown), how items come and how to pay. */
export function StoreHeader({ store }: { store: FamilyStore }) {
  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light">{store.sport}</Badge>
          {store.phase === "preview" && <Badge color="orange">Preview</Badge>}
        </Group>
        <Group gap="md" wrap="nowrap" align="center">
          <StorePicture url={store.picture_url} teamName={store.team_name} />
          <Title order={1}>{store.team_name}</Title>
        </Group>
        {store.message && <Text>{store.message}</Text>}
        {store.notice && (
          <Suspense fallback={null}>
            <StoreNotice store={{ phase: store.phase, notice: store.notice }} />
          </Suspense>
        )}
        <List spacing="xs" center>
          <List.Item
            icon={
              <ThemeIcon {...roundIcon} aria-hidden="true">
                <IconClock size={16} />
              </ThemeIcon>
            }
          >
            <Text component="span" display="block">
              {store.opens_in_words ?? store.closes_in_words}
            </Text>
            {store.phase === "open" && <Countdown closesAt={store.closes_at} />}
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon {...roundIcon} aria-hidden="true">
                <IconPackage size={16} />
              </ThemeIcon>
            }
          >
            {store.distribution_words}
          </List.Item>
        </List>
        <section aria-labelledby="store-handout-title">
          <Text id="store-handout-title" fw={700} size="sm" mb={4}>
            Pickup and payment
          </Text>
          <HandoutFacts facts={store.handout} testId="store-handout" />
        </section>
      </Stack>
    </Card>
  );
}
