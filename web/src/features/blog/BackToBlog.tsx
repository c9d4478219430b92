import { Anchor } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import classes from "./post.module.css";

/** Back to the blog: the first thing on a post page, and the way out of its loading state. */
export function BackToBlog() {
  return (
    <Anchor component={Link} to="/blog" fz="sm" fw={600} className={classes.back}>
      <IconArrowLeft size={16} aria-hidden="true" />
      Back to the Blog
    </Anchor>
  );
}
