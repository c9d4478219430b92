import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The top of an order's or a request's own page: a dimmed line (when it was sent), its name as the
 * page's heading with its status badge beside it, and `children` under them.
 */
export function RecordHeading({
  caption,
  title,
  badge,
  children,
}: {
  caption: ReactNode;
  title: ReactNode;
  badge: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {title}
        </Title>
        {badge}
      </Group>
      {children}
    </div>
  );
}
