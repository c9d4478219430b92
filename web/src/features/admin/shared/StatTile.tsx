import { Group, Paper, Skeleton, Text, ThemeIcon } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";

interface StatTileProps {
  label: string;
  value: string | undefined;
  icon: Icon;
  color: string;
  hint?: string;
}

/** One figure at the top of a screen; a skeleton until the database has answered. */
export function StatTile({ label, value, icon: TileIcon, color, hint }: StatTileProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }} shadow="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={32} w={90} mt={6} />
          ) : (
            <Text
              fz={{ base: 20, sm: 24, xl: 28 }}
              fw={700}
              lh={1.2}
              mt={4}
              style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
            >
              {value}
            </Text>
          )}
          {hint && (
            <Text size="xs" c="dimmed" mt={4}>
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color} visibleFrom="sm">
          <TileIcon size={24} aria-hidden="true" />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
