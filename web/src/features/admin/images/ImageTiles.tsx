import { SimpleGrid } from "@mantine/core";
import { IconCalendarMonth, IconDatabase, IconPhoto, IconRuler2 } from "@tabler/icons-react";
import { useImageStats } from "../routing/image-search";
import { formatBytes, formatCount } from "../shared/format";
import { StatTile } from "../shared/StatTile";

/** Spec §2 Manage Images: Total Images, Storage Used, This Month, Avg. Size, counted by the database. */
export function ImageTiles() {
  const { data } = useImageStats();
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: "sm", sm: "md" }} mb="lg">
      <StatTile
        label="Total Images"
        value={data ? formatCount(data.total_images) : undefined}
        icon={IconPhoto}
        color="navy"
      />
      <StatTile
        label="Storage Used"
        value={data ? formatBytes(data.storage_used) : undefined}
        icon={IconDatabase}
        color="teal"
      />
      <StatTile
        label="This Month"
        value={data ? formatCount(data.this_month) : undefined}
        icon={IconCalendarMonth}
        color="yellow"
      />
      <StatTile
        label="Avg. Size"
        value={data ? formatBytes(data.average_size) : undefined}
        icon={IconRuler2}
        color="grape"
      />
    </SimpleGrid>
  );
}
