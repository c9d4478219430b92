import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from "@mantine/core";
import { IconFileTypePdf, IconPackage, IconPlus, IconShoppingCartPlus, IconTags } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { ButtonLink } from "../../../ui/links/ButtonLink";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { formatDateTime } from "../shared/format";
import { PageHeader } from "../shared/PageHeader";
import { useCan } from "../shared/use-can";
import { batchDownloads } from "../team-stores/page/batch-paths";
import { AddJobModal } from "./AddJobModal";
import { BoardTab } from "./BoardTab";
import { CalendarTab } from "./CalendarTab";
import { PRODUCTION_PAGE_SIZE, useProductionBatches } from "./production-data";
import { SettingsTab } from "./SettingsTab";

// The shop floor's papers: what is made and bagged. The money papers stay on the team store's page.
const floorPapers = {
  "production-sheet": IconFileTypePdf,
  "bag-labels": IconTags,
  "packing-lists": IconPackage,
};
type FloorPaper = keyof typeof floorPapers;
const isFloorPaper = (kind: string): kind is FloorPaper => kind in floorPapers;

const tabs = ["batches", "board", "calendar", "settings"] as const;
type Tab = (typeof tabs)[number];

/**
 * Production (/admin/production): the frozen team-store batches with the floor's sheets, the board
 * of jobs by stage, the week's calendar by process and the calendar's settings (decision 090).
 * What the production role sees instead of orders and money; each tab asks for its own data.
 */
export function ProductionScreen() {
  const [tab, setTab] = useState<Tab>("batches");
  const mayChange = useCan("production.schedule");
  return (
    <>
      <PageHeader title={adminScreens.production.label} description={adminScreens.production.description} />
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="batches">Batches</Tabs.Tab>
          <Tabs.Tab value="board">Board</Tabs.Tab>
          <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="batches">
          <BatchesTab mayChange={mayChange} />
        </Tabs.Panel>
        <Tabs.Panel value="board">
          <BoardTab mayChange={mayChange} />
        </Tabs.Panel>
        <Tabs.Panel value="calendar">
          <CalendarTab mayChange={mayChange} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <SettingsTab mayChange={mayChange} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** The frozen team-store batches, newest first, each with its sheets and "Add job". */
function BatchesTab({ mayChange }: { mayChange: boolean }) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<Parameters<typeof AddJobModal>[0]["batch"]>(null);
  const batches = useProductionBatches(page);
  // The buyer's button: the production role counts goods in but does not order them.
  const canOrder = useCan("purchasing.manage");
  const pages = Math.max(1, Math.ceil((batches.data?.total ?? 0) / PRODUCTION_PAGE_SIZE));

  return (
    <>
      <AddJobModal batch={adding} onClose={() => setAdding(null)} />
      {batches.data ? (
        <Stack gap="md">
          {batches.data.items.length === 0 ? (
            <Text>
              No batch has gone to production yet. A team store's batch appears here when production starts.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {batches.data.items.map((row) => (
                <Card key={`${row.store_id}-${row.batch}`} withBorder radius="md" padding="lg">
                  <Stack gap="xs">
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      <div>
                        <Text fw={700} component="h2" fz="lg" m={0}>
                          {row.team_name}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {row.sport} · {row.batch === 1 ? "Batch 1" : "Batch 2 (late orders)"}
                        </Text>
                      </div>
                      <Badge variant="light" size="lg">
                        {row.pieces} {row.pieces === 1 ? "piece" : "pieces"}
                      </Badge>
                    </Group>
                    <Text size="sm">Production started {formatDateTime(row.frozen_at)}</Text>
                    <Text size="sm">
                      {row.handout ? `Handout: ${row.handout}` : "Handout: at the store's counter"}
                    </Text>
                    <Group gap="xs" mt="xs">
                      {batchDownloads(row.store_id, row.batch === 2 ? 2 : 1)
                        .filter((d) => isFloorPaper(d.kind))
                        .map((d) => {
                          const Glyph = floorPapers[d.kind as FloorPaper];
                          return (
                            <Button
                              key={d.kind}
                              component="a"
                              href={d.href}
                              target="_blank"
                              rel="noopener"
                              variant="default"
                              size="sm"
                              leftSection={<Glyph size={16} aria-hidden="true" />}
                              aria-label={`${d.label}, ${row.team_name} batch ${row.batch}`}
                            >
                              {d.label}
                            </Button>
                          );
                        })}
                      {canOrder && (
                        <ButtonLink
                          to="/admin/purchase-orders/new"
                          search={{ batch: `${row.store_id}:${row.batch}` }}
                          variant="light"
                          size="sm"
                          leftSection={<IconShoppingCartPlus size={16} aria-hidden="true" />}
                          aria-label={`Order blanks, ${row.team_name} batch ${row.batch}`}
                        >
                          Order blanks
                        </ButtonLink>
                      )}
                      {mayChange && (
                        <Button
                          size="sm"
                          leftSection={<IconPlus size={16} aria-hidden="true" />}
                          onClick={() => setAdding(row)}
                          aria-label={`Add a job for ${row.team_name} batch ${row.batch}`}
                        >
                          Add job
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of batches" />
          )}
        </Stack>
      ) : batches.isError ? (
        <ErrorBox
          message={describeFailure("Error fetching the batches", batches.error)}
          retryLabel="Try Again"
          onRetry={() => void batches.refetch()}
        />
      ) : (
        <Skeleton h={240} radius="lg" aria-busy="true" aria-label="Loading the batches" />
      )}
    </>
  );
}
