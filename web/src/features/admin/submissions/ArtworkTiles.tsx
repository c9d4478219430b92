import { SimpleGrid } from "@mantine/core";
import { IconCalendarMonth, IconInbox, IconPaperclip } from "@tabler/icons-react";
import { useArtworkStats } from "../routing/artwork-search";
import { formatCount } from "../shared/format";
import { StatTile } from "../shared/StatTile";

/** Spec §2/§9: Total Submissions, This Month (calendar month), With Uploads. */
export function ArtworkTiles() {
  const { data } = useArtworkStats();
  const show = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={{ base: "sm", sm: "md" }} mb="lg">
      <StatTile label="Total Submissions" value={show(data?.total)} icon={IconInbox} color="navy" />
      <StatTile label="This Month" value={show(data?.this_month)} icon={IconCalendarMonth} color="teal" />
      <StatTile label="With Uploads" value={show(data?.with_uploads)} icon={IconPaperclip} color="orange" />
    </SimpleGrid>
  );
}
