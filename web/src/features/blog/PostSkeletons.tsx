import { Card, SimpleGrid, Skeleton } from "@mantine/core";
import { POST_GRID_COLUMNS } from "./PostGrid";

/** The spec's loading state: six placeholder cards (§9), shaped like the cards they stand in for. */
export const SKELETON_COUNT = 6;

const placeholders = Array.from({ length: SKELETON_COUNT }, (_, i) => `skeleton-${i}`);

export function PostSkeletons() {
  return (
    <SimpleGrid cols={POST_GRID_COLUMNS} spacing="lg" aria-busy="true" aria-label="Loading posts">
      {placeholders.map((key) => (
        <Card key={key} withBorder radius="md" padding="lg" data-testid="post-skeleton">
          <Card.Section>
            <Skeleton radius={0} style={{ aspectRatio: "16 / 9" }} />
          </Card.Section>
          <Skeleton h={12} mt="md" w="55%" />
          <Skeleton h={20} mt="sm" w="85%" />
          <Skeleton h={12} mt="md" />
          <Skeleton h={12} mt={6} w="70%" />
          <Skeleton h={34} mt="lg" w={130} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
