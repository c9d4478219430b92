import { Text, UnstyledButton } from "@mantine/core";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type BlogPost, postPath } from "./post";
import classes from "./post.module.css";
import type { Neighbours } from "./post-filters";

/** "Previous Post" (older) and "Next Post" (newer), each with the title it leads to. */
export function PostNavigation({ previous, next }: Neighbours<BlogPost>) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="More posts" className={classes.neighbours}>
      {previous ? <NeighbourLink post={previous} direction="previous" /> : <span />}
      {next ? <NeighbourLink post={next} direction="next" /> : <span />}
    </nav>
  );
}

function NeighbourLink({ post, direction }: { post: BlogPost; direction: "previous" | "next" }) {
  const isNext = direction === "next";
  const Arrow = isNext ? IconArrowRight : IconArrowLeft;
  return (
    <UnstyledButton
      component={Link}
      to={postPath(post.slug)}
      className={classes.neighbour}
      data-direction={direction}
      rel={direction === "previous" ? "prev" : "next"}
    >
      <Text component="span" fz="xs" fw={700} tt="uppercase" c="dimmed" className={classes.neighbourLabel}>
        {!isNext && <Arrow size={14} aria-hidden="true" />}
        {isNext ? "Next Post" : "Previous Post"}
        {isNext && <Arrow size={14} aria-hidden="true" />}
      </Text>
      <Text component="span" fw={600} lh={1.3} display="block" mt={4} className={classes.neighbourTitle}>
        {post.title}
      </Text>
    </UnstyledButton>
  );
}
