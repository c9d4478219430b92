import { Anchor, Paper, Skeleton, Stack, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import classes from "./blog.module.css";
import { PostDate } from "./PostDate";
import { type BlogPost, postPath } from "./post";
import { RECENT_POST_COUNT } from "./post-filters";

const placeholders = Array.from({ length: RECENT_POST_COUNT }, (_, i) => `recent-skeleton-${i}`);

interface RecentPostsProps {
  /** The newest posts; undefined while loading. */
  posts: readonly BlogPost[] | undefined;
}

/** The side panel "Recent Posts": the three newest, each a link to its page. */
export function RecentPosts({ posts }: RecentPostsProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="h4" id="recent-posts-heading" mb="md" className={classes.heading}>
        Recent Posts
      </Title>
      <Stack gap="md" component="ol" className={classes.recentList}>
        {posts
          ? posts.map((post) => (
              <li key={post.id} className={classes.recentItem}>
                <img
                  className={classes.recentThumb}
                  src={post.image_url ?? undefined}
                  alt=""
                  width={80}
                  height={45}
                  loading="lazy"
                  decoding="async"
                  hidden={!post.image_url}
                />
                <div>
                  <Anchor
                    component={Link}
                    to={postPath(post.slug)}
                    fz="sm"
                    fw={600}
                    lh={1.3}
                    className={classes.recentLink}
                  >
                    {post.title}
                  </Anchor>
                  <PostDate iso={post.created_at} mt={4} />
                </div>
              </li>
            ))
          : placeholders.map((key) => (
              <li key={key} className={classes.recentItem}>
                <Skeleton w={80} h={45} />
                <div>
                  <Skeleton h={12} />
                  <Skeleton h={10} mt={8} w="50%" />
                </div>
              </li>
            ))}
      </Stack>
    </Paper>
  );
}
