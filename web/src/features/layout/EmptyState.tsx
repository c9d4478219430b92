import { Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** What an empty list says, and what to do about it (in a table's empty area, or inside a card when `inCard`). */
export function EmptyState({
  icon: EmptyIcon,
  title,
  children,
  inCard = false,
}: {
  icon: Icon;
  title: string;
  children?: ReactNode;
  /** The card gives the room; the table's empty area does not. */
  inCard?: boolean;
}) {
  return (
    <Stack align="center" gap={6} py={inCard ? 0 : 48} px={inCard ? 0 : "md"} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <EmptyIcon size={28} aria-hidden="true" />
      </ThemeIcon>
      {/* The table's empty area greys its text (gray-6, 3.3:1); the title keeps the page's colour. */}
      <Title order={2} fz={20} mt="xs" c="var(--mantine-color-text)">
        {title}
      </Title>
      {children && <Text c="dimmed">{children}</Text>}
    </Stack>
  );
}
