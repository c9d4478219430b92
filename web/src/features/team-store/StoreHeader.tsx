import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconClock, IconPackage } from "@tabler/icons-react";
import { Suspense } from "react";
import { drawnOnDemand } from "../../lib/drawn-on-demand";
import { Countdown } from "./Countdown";
import { HandoutFacts } from "./HandoutFacts";
import { StoreFacts } from "./StoreFacts";
import { StorePicture } from "./StorePicture";
import type { FamilyStore } from "./team-store-types";

/** Why ordering is not open: only a store with a notice loads it; the route's loader preloads it. */
export const storeNotice = drawnOnDemand(() => import("./StoreNotice").then((m) => m.StoreNotice));
const StoreNotice = storeNotice.Component;

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
        <StoreFacts
          facts={[
            {
              key: "when",
              icon: <IconClock size={16} />,
              content: (
                <>
                  <Text component="span" display="block">
                    {store.opens_in_words ?? store.closes_in_words}
                  </Text>
                  {store.phase === "open" && <Countdown closesAt={store.closes_at} />}
                </>
              ),
            },
            { key: "how", icon: <IconPackage size={16} />, content: store.distribution_words },
          ]}
        />
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
