import { SimpleGrid } from "@mantine/core";
import { IconAlertTriangle, IconCash, IconPackage, IconPackages } from "@tabler/icons-react";
import { useProductStats } from "../routing/product-search";
import { formatCount, formatMoney } from "../shared/format";
import { StatTile } from "../shared/StatTile";

/** Spec §2: Total Products, In Stock, Low Stock (fixed at 6, §9) and Avg. Price. */
export function ProductTiles() {
  const { data } = useProductStats();
  const show = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: "sm", sm: "md" }} mb="lg">
      <StatTile label="Total Products" value={show(data?.total_products)} icon={IconPackages} color="navy" />
      <StatTile label="In Stock" value={show(data?.in_stock)} icon={IconPackage} color="green" />
      <StatTile label="Low Stock" value={show(data?.low_stock)} icon={IconAlertTriangle} color="yellow" />
      <StatTile
        label="Avg. Price"
        value={data ? formatMoney(data.avg_price) : undefined}
        icon={IconCash}
        color="teal"
      />
    </SimpleGrid>
  );
}
