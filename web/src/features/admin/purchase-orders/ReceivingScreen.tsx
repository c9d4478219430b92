import { Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconPackageImport } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { ButtonLink } from "../../../ui/links/ButtonLink";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { formatDateTime } from "../shared/format";
import { PageHeader } from "../shared/PageHeader";
import { PoStatusBadge } from "./PoStatusBadge";
import { PO_PAGE_SIZE, useArriving } from "./purchase-order-data";

/** Goods to receive (/admin/receiving): the purchase orders the door waits for, oldest first. */
export function ReceivingScreen() {
  const [page, setPage] = useState(1);
  const list = useArriving(page);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PO_PAGE_SIZE));
  return (
    <>
      <PageHeader title={adminScreens.receiving.label} description={adminScreens.receiving.description} />
      {list.data ? (
        <Stack gap="md">
          {list.data.items.length === 0 ? (
            <Text>No goods are on their way: every sent purchase order has arrived.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {list.data.items.map((po) => (
                <Card key={po.id} withBorder radius="md" padding="lg">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div>
                      <Text fw={700} fz="lg" component="h2" m={0}>
                        {po.po_number}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {po.supplier_name}
                        {po.sent_at ? ` · sent ${formatDateTime(po.sent_at)}` : ""}
                      </Text>
                    </div>
                    <PoStatusBadge status={po.status} />
                  </Group>
                  <Text size="sm" my="sm">
                    {po.received} of {po.pieces} pieces in · {po.lines} lines
                  </Text>
                  <ButtonLink
                    to="/admin/purchase-orders/$id/receive"
                    params={{ id: po.id }}
                    size="md"
                    leftSection={<IconPackageImport size={18} aria-hidden="true" />}
                    aria-label={`Receive ${po.po_number}`}
                  >
                    Receive
                  </ButtonLink>
                </Card>
              ))}
            </SimpleGrid>
          )}
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of deliveries" />
          )}
        </Stack>
      ) : list.isError ? (
        <ErrorBox
          message={describeFailure("Error fetching the deliveries", list.error)}
          retryLabel="Try Again"
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Skeleton h={200} radius="lg" aria-busy="true" aria-label="Loading the deliveries" />
      )}
    </>
  );
}
