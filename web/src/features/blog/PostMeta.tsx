import { Group, Text } from "@mantine/core";
import { IconCalendar, IconClock, IconUser } from "@tabler/icons-react";
import { authorLabel, formatPostDate } from "./format";
import type { BlogPost } from "./post";

interface PostMetaProps {
  post: Pick<BlogPost, "created_at" | "author">;
  size?: "xs" | "sm" | "md";
  /** The reading time, on the post page. */
  readingTime?: string;
  className?: string;
}

/** "October 23, 2026 · By Coach Ray Tolbert": when and by whom. */
export function PostMeta({ post, size = "xs", readingTime, className }: PostMetaProps) {
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
      {readingTime && (
        <Group gap={4} wrap="nowrap">
          <IconClock size={iconSize} aria-hidden="true" />
          <Text component="span" fz={size} c="inherit">
            {readingTime}
          </Text>
        </Group>
      )}
    </Group>
  );
}
