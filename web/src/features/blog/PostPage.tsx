import { Container, Text, Title } from "@mantine/core";
import { postWords } from "@store/api/contracts";
import { usePageTitle } from "../layout/use-page-meta";
import { ArticleBody } from "./ArticleBody";
import { BackToBlog } from "./BackToBlog";
import { CategoryBadge } from "./CategoryBadge";
import { readingMinutes } from "./format";
import type { LoadedPost } from "./load-post";
import { PostCta } from "./PostCta";
import { PostImage } from "./PostImage";
import { PostMeta } from "./PostMeta";
import { PostNavigation } from "./PostNavigation";
import classes from "./post.module.css";
import { neighbours, relatedPosts } from "./post-filters";
import { RelatedPosts } from "./RelatedPosts";

/** /blog/$slug: one whole article, then where to go next. */
export function PostPage({ post, posts }: LoadedPost) {
  const { previous, next } = neighbours(posts, post);
  const words = postWords(post);
  usePageTitle(words.title, words.description);
  return (
    <Container size={800} py={{ base: "md", sm: "xl" }}>
      <BackToBlog />
      <article aria-labelledby="post-title">
        <header className={classes.header}>
          <CategoryBadge category={post.category} />
          <Title
            order={1}
            id="post-title"
            fz={{ base: 28, sm: 40 }}
            lh={1.15}
            mt="sm"
            className={classes.heading}
          >
            {post.title}
          </Title>
          <Text fz={{ base: "md", sm: "lg" }} c="dimmed" mt="sm">
            {post.excerpt}
          </Text>
          <PostMeta
            post={post}
            size="sm"
            readingTime={`${readingMinutes(post.content)} min read`}
            className={classes.meta}
          />
        </header>
        <PostImage src={post.image_url} alt={post.title} eager className={classes.heroImage} />
        <ArticleBody content={post.content} />
      </article>
      <PostCta />
      <PostNavigation previous={previous} next={next} />
      <RelatedPosts posts={relatedPosts(posts, post)} />
    </Container>
  );
}
