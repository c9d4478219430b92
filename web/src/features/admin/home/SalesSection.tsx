import { Group, Paper, SegmentedControl, Skeleton, Text, Title } from "@mantine/core";
import type { HomeDto } from "@store/api/contracts";
import { lazy, Suspense } from "react";
import type { SalesDays } from "./home-data";
import { salesSummary } from "./sales-words";
import { TopProducts } from "./TopProducts";

// The chart library is large and only this screen draws with it: it loads with the first home visit,
// in a file of its own, while the queue above it is already on screen.
const SalesChart = lazy(() => import("./SalesChart").then((m) => ({ default: m.SalesChart })));

/** Sales over the last 30 or 90 days: the summary, the daily chart, and the best sellers. */
export function SalesSection({
  sales,
  days,
  onDays,
  fetching,
}: {
  sales: HomeDto["sales"];
  days: SalesDays;
  onDays: (days: SalesDays) => void;
  fetching: boolean;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="sales-title"
      withBorder
      radius="lg"
      p={{ base: "sm", sm: "md" }}
      aria-busy={fetching}
    >
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} id="sales-title" fz="lg">
          Sales
        </Title>
        <SegmentedControl
          aria-label="Sales period"
          value={String(days)}
          onChange={(value) => onDays(value === "90" ? 90 : 30)}
          data={[
            { value: "30", label: "Last 30 days" },
            { value: "90", label: "Last 90 days" },
          ]}
        />
      </Group>
      <Text fw={600} mb="sm" aria-live="polite" data-testid="sales-summary">
        {salesSummary(sales.days, sales.total, sales.orders)}
      </Text>
      <Suspense fallback={<Skeleton h={240} radius="md" />}>
        <SalesChart series={sales.series} days={sales.days} />
      </Suspense>
      <Text size="xs" c="dimmed" mt={4}>
        Orders placed each day (store time), cancelled ones left out.
      </Text>
      <TopProducts byQuantity={sales.top_by_quantity} byRevenue={sales.top_by_revenue} />
    </Paper>
  );
}
