import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { CoachPage } from "@store/api/contracts";
import { teamStorePhase } from "@store/db/catalogue";
import { IconDownload } from "@tabler/icons-react";
import { Countdown } from "../team-store/Countdown";
import { StorePicture } from "../team-store/StorePicture";
import { CoachCard } from "./CoachCard";
import { money } from "./coach-words";

const statusColor: Record<string, string> = {
  open: "green",
  scheduled: "blue",
  draft: "gray",
  cancelled: "red",
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={24} data-testid={`coach-${label.toLowerCase()}`}>
        {value}
      </Text>
    </div>
  );
}

/** The store at a glance: team, status, when it closes (with a countdown while open), the figures, the CSV. */
export function CoachSummary({ page, token }: { page: CoachPage; token: string }) {
  // The catalogue's phase, the one the family's page and the server's rules read.
  const phase = teamStorePhase(
    { status: page.status, opensAt: page.opens_at, closesAt: page.closes_at },
    new Date(page.now),
  );
  const open = phase === "open";
  const opensLater = phase === "upcoming" || phase === "preview";
  return (
    <CoachCard headingId="coach-heading">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Coach's page · {page.sport}
        </Text>
        <Group gap="sm" align="center">
          <StorePicture url={page.picture_url} teamName={page.team_name} size={72} />
          <Title order={1} id="coach-heading" fz={{ base: 26, sm: 34 }}>
            {page.team_name}
          </Title>
          <Badge color={statusColor[page.status] ?? "gray"} size="lg" variant="dot">
            {page.status_label}
          </Badge>
        </Group>
        <Text>
          {opensLater
            ? `Opens ${page.opens_in_words}, closes ${page.closes_in_words}.`
            : open
              ? `Closes ${page.closes_in_words}.`
              : `Closed ${page.closes_in_words}.`}
        </Text>
        {open && <Countdown closesAt={page.closes_at} />}
        <SimpleGrid cols={{ base: 3 }} spacing="md" mt="xs">
          <Figure label="Orders" value={String(page.orders)} />
          <Figure label="Pieces" value={String(page.pieces)} />
          <Figure label="Fundraising" value={money(page.fundraising)} />
        </SimpleGrid>
        <Group gap="sm" mt="xs">
          <Button
            component="a"
            href={`/api/coach/${encodeURIComponent(token)}/orders.csv`}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            Download CSV
          </Button>
        </Group>
      </Stack>
    </CoachCard>
  );
}
