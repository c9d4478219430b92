import { SimpleGrid } from "@mantine/core";
import { PostCard } from "./PostCard";
import type { BlogPost } from "./post";

/** One card a row on phones, two beside the filters, three on very wide screens. */
export const POST_GRID_COLUMNS = { base: 1, sm: 2, xl: 3 };

// The most cards a first row holds: their pictures are in view at once, so they are not lazy.
const FIRST_ROW = 2;

export function PostGrid({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <SimpleGrid cols={POST_GRID_COLUMNS} spacing="lg">
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} eager={index < FIRST_ROW} />
      ))}
    </SimpleGrid>
  );
}
