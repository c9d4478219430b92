import { Group, Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { SKELETON_KEYS, SkeletonCard } from "../../ui/loading/SkeletonCard";
import classes from "./product.module.css";
import { GRID_COLUMNS, type ViewMode } from "./view-mode";

/** The products on their way: placeholders shaped like the view (grid or list) they will fill. */
export function ProductSkeletons({ view }: { view: ViewMode }) {
  // A labelled status region: an aria-label on a plain div is not allowed (axe: aria-prohibited-attr).
  const busy = { role: "status", "aria-busy": true, "aria-label": "Loading products" } as const;
  if (view === "list") {
    return (
      <Stack gap="sm" {...busy}>
        {SKELETON_KEYS.map((key) => (
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
      {SKELETON_KEYS.map((key) => (
        <SkeletonCard key={key} padding="sm" ratio="4 / 3" testId="product-skeleton">
          <Skeleton h={16} mt="md" w="75%" />
          <Skeleton h={12} mt="sm" />
          <Skeleton h={12} mt={6} w="60%" />
          <Group justify="space-between" mt="md" wrap="nowrap">
            <Skeleton h={20} w="30%" />
            <Skeleton h={28} w="40%" />
          </Group>
        </SkeletonCard>
      ))}
    </SimpleGrid>
  );
}
