import { SimpleGrid } from "@mantine/core";
import { IconCash, IconClockHour4, IconPackageExport, IconReceipt } from "@tabler/icons-react";
import { useOrderStats } from "../routing/order-search";
import { formatCount, formatMoney } from "../shared/format";
import { StatTile } from "../shared/StatTile";

/** Revenue (spec §9) and the three figures a shop's day turns on: all orders, pending, delivered. */
export function OrderTiles() {
  const { data } = useOrderStats();
  const show = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: "sm", sm: "md" }} mb="lg">
      <StatTile
        label="Revenue"
        value={data ? formatMoney(data.revenue) : undefined}
        icon={IconCash}
        color="green"
      />
      <StatTile label="Total Orders" value={show(data?.total_orders)} icon={IconReceipt} color="navy" />
      <StatTile label="Pending" value={show(data?.pending)} icon={IconClockHour4} color="yellow" />
      <StatTile label="Delivered" value={show(data?.delivered)} icon={IconPackageExport} color="teal" />
    </SimpleGrid>
  );
}
