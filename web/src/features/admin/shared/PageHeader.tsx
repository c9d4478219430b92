import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A screen's title, one line on what it is for, and its main actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <div>
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
      </div>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
