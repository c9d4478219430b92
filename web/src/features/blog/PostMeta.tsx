import { Group, Text } from "@mantine/core";
import { IconCalendar, IconUser } from "@tabler/icons-react";
import { authorLabel, formatPostDate } from "./format";
import type { BlogPost } from "./post";

interface PostMetaProps {
  post: Pick<BlogPost, "created_at" | "author">;
  size?: "xs" | "sm" | "md";
  /** Extra facts after the author, e.g. the reading time on the post page. */
  extra?: string;
  className?: string;
}

/** "October 23, 2026 · By Coach Ray Tolbert": when and by whom. */
export function PostMeta({ post, size = "xs", extra, className }: PostMetaProps) {
  const iconSize = size === "md" ? 18 : 14;
  return (
    <Group gap="xs" c="dimmed" fz={size} className={className} wrap="wrap" style={{ rowGap: 2 }}>
      <Group gap={4} wrap="nowrap">
        <IconCalendar size={iconSize} aria-hidden="true" />
        <Text component="time" dateTime={post.created_at} fz={size} c="inherit">
          {formatPostDate(post.created_at)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconUser size={iconSize} aria-hidden="true" />
        <Text component="span" fz={size} c="inherit">
          {authorLabel(post.author)}
        </Text>
      </Group>
      {extra && (
        <Text component="span" fz={size} c="inherit">
          {extra}
        </Text>
      )}
    </Group>
  );
}
