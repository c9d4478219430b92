import { SimpleGrid, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { CategoryBadge } from "./CategoryBadge";
import { PostDate } from "./PostDate";
import { PostImage } from "./PostImage";
import type { BlogPost } from "./post";
import classes from "./post.module.css";

/** "Keep Reading": other posts, the same category first, each card a link to its page. */
export function RelatedPosts({ posts }: { posts: readonly BlogPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading" className={classes.related}>
      <Title order={2} fz="h3" id="related-posts-heading" mb="md" className={classes.heading}>
        Keep Reading
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {posts.map((post) => (
          <Link key={post.id} to="/blog/$slug" params={{ slug: post.slug }} className={classes.relatedCard}>
            <PostImage src={post.image_url} alt="" className={classes.relatedImage}>
              <div className={classes.relatedBadge}>
                <CategoryBadge category={post.category} />
              </div>
            </PostImage>
            <div className={classes.relatedText}>
              <Text component="span" display="block" fw={600} lh={1.3} className={classes.relatedTitle}>
                {post.title}
              </Text>
              <PostDate iso={post.created_at} mt={6} />
            </div>
          </Link>
        ))}
      </SimpleGrid>
    </section>
  );
}
