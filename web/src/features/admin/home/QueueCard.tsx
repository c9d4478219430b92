import { Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { LinkOptions } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { AnchorLink } from "../../product/AnchorLink";
import { formatCount } from "../shared/format";

/** The way to a whole queue: its words and where it goes (`linkOptions`, typed like a router link). */
export type QueueLink = { label: string; link: LinkOptions };

/**
 * One queue of today's work: its name and how many wait, the first few as links, and the way to
 * all of them. The heading names the card for screen readers; the count is read with it.
 */
export function QueueCard({
  id,
  title,
  icon: CardIcon,
  color,
  count,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  icon: Icon;
  color: string;
  count: number;
  /** What an empty queue says. */
  empty: string;
  /** The link to the whole queue, shown when it has any. */
  more: QueueLink;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" color={color}>
            <CardIcon size={20} aria-hidden="true" />
          </ThemeIcon>
          <Title order={3} fz="md" id={id}>
            {title}
          </Title>
        </Group>
        <Text
          fz={28}
          fw={700}
          lh={1}
          style={{ fontVariantNumeric: "tabular-nums" }}
          data-testid={`${id}-count`}
        >
          {formatCount(count)}
          <VisuallyHidden> waiting</VisuallyHidden>
        </Text>
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={6}>
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }}>
            {children}
          </Stack>
          <Text size="sm" fw={600} component="div">
            {/* inherit: the card sets the link's size. */}
            <AnchorLink {...more.link} inherit>
              {more.label}
            </AnchorLink>
          </Text>
        </Stack>
      )}
    </Paper>
  );
}

/** One queue as data: its card's words and link, and how each waiting thing is listed. */
export interface QueueSection<T> {
  id: string;
  title: string;
  icon: Icon;
  color: string;
  list: { count: number; items: T[] };
  empty: string;
  more: QueueLink;
  /** A waiting thing's key, its link and the dimmed detail after it. */
  row: (item: T) => [key: string, link: ReactNode, detail: ReactNode];
}

/** A queue's card from its data. */
export function queueCard<T>({ list, row, ...card }: QueueSection<T>) {
  return (
    <QueueCard key={card.id} {...card} count={list.count}>
      {list.items.map((item) => {
        const [key, link, detail] = row(item);
        return <QueueItem key={key} link={link} detail={detail} />;
      })}
    </QueueCard>
  );
}

/** One waiting thing: its link, and a dimmed detail after it. */
export function QueueItem({ link, detail }: { link: ReactNode; detail?: ReactNode }) {
  return (
    <li style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text size="sm" truncate="end" component="span" style={{ minWidth: 0 }}>
          {link}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed" component="span" style={{ whiteSpace: "nowrap" }}>
            {detail}
          </Text>
        )}
      </Group>
    </li>
  );
}
