import { SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { describeFailure } from "../../../lib/api-errors";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { homeSearch, type SalesDays, useHome } from "./home-data";
import { SalesSection } from "./SalesSection";
import { WorkQueue } from "./WorkQueue";

/** The staff's home (/admin): today's work queue, then sales over the last 30 or 90 days. */
export function HomeScreen() {
  const { days: chosen } = homeSearch.read(useSearch({ from: "/admin/_portal/" }));
  const days: SalesDays = chosen ?? 30;
  const navigate = useNavigate();
  const home = useHome(days);
  const setDays = (next: SalesDays) =>
    void navigate({ to: "/admin", search: { days: next === 90 ? 90 : undefined }, resetScroll: false });

  return (
    <>
      <PageHeader title={adminScreens.home.label} description={adminScreens.home.description} />
      {home.data ? (
        <>
          <WorkQueue queue={home.data.queue} />
          <SalesSection sales={home.data.sales} days={days} onDays={setDays} fetching={home.isFetching} />
        </>
      ) : home.isError ? (
        <ErrorBox
          message={describeFailure("Error fetching today's work", home.error)}
          retryLabel="Try Again"
          onRetry={() => void home.refetch()}
        />
      ) : (
        <Stack gap="md" aria-busy="true" aria-label="Loading today's work">
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
            {["a", "b", "c", "d", "e", "f"].map((k) => (
              <Skeleton key={k} h={150} radius="lg" />
            ))}
          </SimpleGrid>
          <Skeleton h={320} radius="lg" />
        </Stack>
      )}
    </>
  );
}
