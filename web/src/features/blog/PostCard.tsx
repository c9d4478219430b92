import { Button, Card, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { GridCard } from "../layout/GridCard";
import classes from "./blog.module.css";
import { CategoryBadge } from "./CategoryBadge";
import { PostImage } from "./PostImage";
import { PostMeta } from "./PostMeta";
import { type BlogPost, postPath } from "./post";

interface PostCardProps {
  post: BlogPost;
  /** The first row is on screen at once: its pictures are not lazy. */
  eager: boolean;
}

/** A post in the list: picture, date, author, category, title, excerpt and Read More. */
export function PostCard({ post, eager }: PostCardProps) {
  return (
    <GridCard label={post.title} padding="lg" className={classes.card}>
      <Card.Section>
        <PostImage src={post.image_url} alt="" eager={eager}>
          <div className={classes.badge}>
            <CategoryBadge category={post.category} />
          </div>
        </PostImage>
      </Card.Section>
      <PostMeta post={post} className={classes.cardMeta} />
      <Text
        component="h3"
        ff="heading"
        fw={600}
        fz={{ base: "lg", sm: "xl" }}
        lh={1.25}
        mt={6}
        lineClamp={3}
        className={classes.heading}
      >
        {post.title}
      </Text>
      <Text fz="sm" c="dimmed" mt="xs" lineClamp={3}>
        {post.excerpt}
      </Text>
      {/* Pushed to the bottom so the buttons line up across a row of cards. */}
      <div className={classes.cardAction}>
        <Button
          component={Link}
          to={postPath(post.slug)}
          variant="light"
          size="sm"
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
        >
          Read More
          <VisuallyHidden>: {post.title}</VisuallyHidden>
        </Button>
      </div>
    </GridCard>
  );
}
