import { Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** What an empty list says, and what to do about it. */
export function EmptyState({
  icon: EmptyIcon,
  title,
  children,
}: {
  icon: Icon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap={6} py={48} px="md" ta="center">
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
