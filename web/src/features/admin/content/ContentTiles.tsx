import { SimpleGrid } from "@mantine/core";
import { IconFileText, IconLayoutList, IconPhoto, IconSitemap } from "@tabler/icons-react";
import { useContentStats } from "../routing/content-search";
import { formatCount } from "../shared/format";
import { StatTile } from "../shared/StatTile";

/** Spec §2: Total Content Items, Pages, Sections, Images (items of type image). */
export function ContentTiles() {
  const { data } = useContentStats();
  const show = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: "sm", sm: "md" }} mb="lg">
      <StatTile label="Total Content Items" value={show(data?.total)} icon={IconFileText} color="navy" />
      <StatTile label="Pages" value={show(data?.pages)} icon={IconSitemap} color="teal" />
      <StatTile label="Sections" value={show(data?.sections)} icon={IconLayoutList} color="grape" />
      <StatTile label="Images" value={show(data?.images)} icon={IconPhoto} color="orange" />
    </SimpleGrid>
  );
}
