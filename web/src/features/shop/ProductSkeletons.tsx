import { Card, Group, Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import classes from "./product.module.css";
import { GRID_COLUMNS, type ViewMode } from "./view-mode";

/** The spec's loading state: six placeholder cards (§9), shaped like the view they stand in for. */
export const SKELETON_COUNT = 6;

const placeholders = Array.from({ length: SKELETON_COUNT }, (_, i) => `skeleton-${i}`);

export function ProductSkeletons({ view }: { view: ViewMode }) {
  // A labelled status region: an aria-label on a plain div is not allowed (axe: aria-prohibited-attr).
  const busy = { role: "status", "aria-busy": true, "aria-label": "Loading products" } as const;
  if (view === "list") {
    return (
      <Stack gap="sm" {...busy}>
        {placeholders.map((key) => (
          <Paper key={key} withBorder radius="md" className={classes.row} data-testid="product-skeleton">
            <Skeleton className={classes.rowImage} style={{ aspectRatio: "4 / 3" }} />
            <Stack gap="xs">
              <Skeleton h={14} w="30%" />
              <Skeleton h={18} w="70%" />
              <Skeleton h={12} />
            </Stack>
            <div className={classes.rowActions}>
              <Skeleton h={22} w={70} />
              <Skeleton h={34} w={110} />
            </div>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing={{ base: "sm", sm: "lg" }} {...busy}>
      {placeholders.map((key) => (
        <Card key={key} withBorder radius="md" padding="sm" data-testid="product-skeleton">
          <Card.Section>
            <Skeleton radius={0} style={{ aspectRatio: "4 / 3" }} />
          </Card.Section>
          <Skeleton h={16} mt="md" w="75%" />
          <Skeleton h={12} mt="sm" />
          <Skeleton h={12} mt={6} w="60%" />
          <Group justify="space-between" mt="md" wrap="nowrap">
            <Skeleton h={20} w="30%" />
            <Skeleton h={28} w="40%" />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
