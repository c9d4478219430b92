import { SimpleGrid } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { formatCount } from "../shared/format";
import { StatTile } from "../shared/StatTile";

export interface TileSpec {
  label: string;
  /** Undefined until the figures have arrived (a skeleton meanwhile); a number reads as a count. */
  value: string | number | undefined;
  icon: Icon;
  color: string;
}

/** The row of figures at the top of a list screen. */
export function StatTiles({ tiles }: { tiles: TileSpec[] }) {
  // Four tiles sit two by two until a large screen; three share one row from a tablet up.
  const cols = tiles.length >= 4 ? { base: 2, lg: tiles.length } : { base: 2, sm: tiles.length };
  return (
    <SimpleGrid cols={cols} spacing={{ base: "sm", sm: "md" }} mb="lg">
      {tiles.map((tile) => (
        <StatTile
          key={tile.label}
          label={tile.label}
          value={typeof tile.value === "number" ? formatCount(tile.value) : tile.value}
          icon={tile.icon}
          color={tile.color}
        />
      ))}
    </SimpleGrid>
  );
}
