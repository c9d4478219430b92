import { SimpleGrid, Skeleton } from "@mantine/core";
import { SKELETON_KEYS, SkeletonCard } from "../../ui/loading/SkeletonCard";
import { POST_GRID_COLUMNS } from "./PostGrid";

/** The posts on their way: placeholder cards in the grid the posts will fill. */
export function PostSkeletons() {
  return (
    <SimpleGrid cols={POST_GRID_COLUMNS} spacing="lg" aria-busy="true" aria-label="Loading posts">
      {SKELETON_KEYS.map((key) => (
        <SkeletonCard key={key} padding="lg" ratio="16 / 9" testId="post-skeleton">
          <Skeleton h={12} mt="md" w="55%" />
          <Skeleton h={20} mt="sm" w="85%" />
          <Skeleton h={12} mt="md" />
          <Skeleton h={12} mt={6} w="70%" />
          <Skeleton h={34} mt="lg" w={130} />
        </SkeletonCard>
      ))}
    </SimpleGrid>
  );
}
