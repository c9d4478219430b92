import { ActionIcon, Group, Text } from "@mantine/core";
import { IconLayoutGrid, IconLayoutList } from "@tabler/icons-react";
import text from "./text.module.css";
import type { ViewMode } from "./view-mode";

interface ShopToolbarProps {
  /** Undefined while loading. */
  count: number | undefined;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
}

const countText = (count: number) => `Showing ${count} ${count === 1 ? "product" : "products"}`;

/** The results bar: how many products show, and grid or list. */
export function ShopToolbar({ count, view, onViewChange }: ShopToolbarProps) {
  return (
    <Group justify="space-between" align="center" gap="sm" mb="md" wrap="nowrap">
      <Text role="status" className={text.muted} fz="sm" fw={500}>
        {count === undefined ? "Loading products..." : countText(count)}
      </Text>
      <ActionIcon.Group>
        <ViewButton mode="grid" current={view} onSelect={onViewChange} />
        <ViewButton mode="list" current={view} onSelect={onViewChange} />
      </ActionIcon.Group>
    </Group>
  );
}

interface ViewButtonProps {
  mode: ViewMode;
  current: ViewMode;
  onSelect: (view: ViewMode) => void;
}

function ViewButton({ mode, current, onSelect }: ViewButtonProps) {
  const pressed = mode === current;
  const Icon = mode === "grid" ? IconLayoutGrid : IconLayoutList;
  return (
    <ActionIcon
      size="lg"
      variant={pressed ? "filled" : "default"}
      aria-label={mode === "grid" ? "Grid view" : "List view"}
      aria-pressed={pressed}
      onClick={() => onSelect(mode)}
    >
      <Icon size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
