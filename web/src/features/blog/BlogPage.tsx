import { Container, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useMemo } from "react";
import { PageBanner } from "../layout/PageBanner";
import { BlogCategoryFilter } from "./BlogCategoryFilter";
import { BlogEmptyState } from "./BlogEmptyState";
import { BlogSearchField } from "./BlogSearchField";
import classes from "./blog.module.css";
import { postCountText } from "./format";
import { PostGrid } from "./PostGrid";
import { PostSkeletons } from "./PostSkeletons";
import { BLOG_CATEGORY_VALUES } from "./post";
import { countByCategory, filterPosts, recentPosts } from "./post-filters";
import { RecentPosts } from "./RecentPosts";
import { useBlogFilters } from "./use-blog-filters";
import { useBlogPosts } from "./use-blog-posts";

/** /blog: every post, searchable by title or excerpt and filterable by category. */
export function BlogPage() {
  const { posts } = useBlogPosts();
  const filters = useBlogFilters();
  const { category, query } = filters;

  const shown = useMemo(
    () => (posts ? filterPosts(posts, { category, query }) : undefined),
    [posts, category, query],
  );
  const counts = useMemo(
    () => (posts ? countByCategory(posts, BLOG_CATEGORY_VALUES, query) : undefined),
    [posts, query],
  );
  const recent = useMemo(() => (posts ? recentPosts(posts) : undefined), [posts]);

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <PageBanner
        eyebrow="News and Tips"
        title="Sports Blog"
        lead="Training tips, equipment reviews, sports news and nutrition advice for players, parents and coaches."
        leadWidth={600}
      />

      <div className={classes.layout}>
        <Paper
          withBorder
          radius="md"
          p="lg"
          className={classes.filters}
          role="search"
          aria-label="Find posts"
        >
          <Stack gap="lg">
            <BlogSearchField value={query} onChange={filters.setQuery} />
            <BlogCategoryFilter value={category} onChange={filters.setCategory} counts={counts} />
          </Stack>
        </Paper>

        <section className={classes.posts} aria-labelledby="blog-results-heading">
          <VisuallyHidden component="h2" id="blog-results-heading">
            Posts
          </VisuallyHidden>
          <Text role="status" c="dimmed" fz="sm" fw={500} mb="md">
            {shown === undefined ? "Loading posts..." : postCountText(shown.length)}
          </Text>
          {!shown ? (
            <PostSkeletons />
          ) : shown.length === 0 ? (
            <BlogEmptyState onClear={filters.clear} />
          ) : (
            <PostGrid posts={shown} />
          )}
        </section>

        <aside className={classes.recent} aria-labelledby="recent-posts-heading">
          <RecentPosts posts={recent} />
        </aside>
      </div>
    </Container>
  );
}
